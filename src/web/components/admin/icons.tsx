/** The back office's row icons: 18 px line drawings in the text colour, hidden from screen readers. */
const iconProps = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export const editIcon = (
  <svg {...iconProps}>
    <path d="M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4M13.5 6.5l4 4" />
  </svg>
);

/** A bin: delete or remove. */
export const deleteIcon = (
  <svg {...iconProps}>
    <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

/** Up for ascending, down for descending, both for a column not sorted by. */
export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | null }) {
  const d =
    direction === 'ascending'
      ? 'M7 14l5-5 5 5'
      : direction === 'descending'
        ? 'M7 10l5 5 5-5'
        : 'M8 9l4-4 4 4M8 15l4 4 4-4';
  return (
    <svg {...iconProps} width={14} height={14}>
      <path d={d} />
    </svg>
  );
}

/** The few icons the calculator needs, inline so no icon library enters the bundle. */
interface IconProps {
  size?: number;
}

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  // Its size whatever the line holds (a long status beside the pin squeezed it).
  style: { flexShrink: 0 },
});

export const MinusIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M5 12h14" />
  </svg>
);

export const PlusIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const PhoneIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);

export const ChatIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M3 20l1.3-3.9A9 9 0 1 1 7.7 19.3L3 20" />
  </svg>
);

export const CalendarIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM16 3v4M8 3v4M4 11h16" />
  </svg>
);

export const PlayIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M7 4v16l13-8z" />
  </svg>
);

export const PinIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5" />
  </svg>
);

export const CheckIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);

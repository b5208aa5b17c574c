/** The back office's menu icons, inline (Tabler-style strokes) so no icon library is needed. */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const adminIcons = {
  dispatch: (
    <svg {...base}>
      <path d="M4 6h16M4 12h16M4 18h16" />
      <path d="M7 4v4M13 10v4M9 16v4" />
    </svg>
  ),
  dashboard: (
    <svg {...base}>
      <path d="M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 7h6V4h-6z" />
    </svg>
  ),
  orders: (
    <svg {...base}>
      <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
      <path d="M9 3h6v4H9zM9 12h6M9 16h4" />
    </svg>
  ),
  customers: (
    <svg {...base}>
      <path d="M4 5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM9 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7 16a4 4 0 0 1 8 0M16 9h1M16 12h1" />
    </svg>
  ),
  counter: (
    <svg {...base}>
      <path d="M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="M8 7h8v3H8zM8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01M16 17h.01" />
    </svg>
  ),
  discounts: (
    <svg {...base}>
      <path d="M9 15l6-6M9.5 9.5h.01M14.5 14.5h.01" />
      <path d="M5 7.2V5a2 2 0 0 1 2-2h2.2a2 2 0 0 1 1.4.6l9.8 9.8a2 2 0 0 1 0 2.8l-4.8 4.8a2 2 0 0 1-2.8 0L3.6 11.2A2 2 0 0 1 3 9.8" />
    </svg>
  ),
  calendar: (
    <svg {...base}>
      <path d="M5 5h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM16 3v4M8 3v4M4 11h16" />
    </svg>
  ),
  notifications: (
    <svg {...base}>
      <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  ),
  users: (
    <svg {...base}>
      <path d="M9 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
    </svg>
  ),
  settings: (
    <svg {...base}>
      <path d="M10.3 4.3c.4-1.8 3-1.8 3.4 0a1.7 1.7 0 0 0 2.6 1.1c1.5-.9 3.3.8 2.4 2.4a1.7 1.7 0 0 0 1 2.5c1.8.4 1.8 3 0 3.4a1.7 1.7 0 0 0-1 2.6c.9 1.5-.9 3.3-2.4 2.4a1.7 1.7 0 0 0-2.6 1c-.4 1.8-3 1.8-3.4 0a1.7 1.7 0 0 0-2.6-1c-1.5.9-3.3-.9-2.4-2.4a1.7 1.7 0 0 0-1-2.6c-1.8-.4-1.8-3 0-3.4a1.7 1.7 0 0 0 1-2.5c-.9-1.6.9-3.3 2.4-2.4 1 .6 2.3.1 2.6-1.1z" />
      <path d="M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0" />
    </svg>
  ),
  profile: (
    <svg {...base}>
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    </svg>
  ),
  logout: (
    <svg {...base}>
      <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2M9 12h12l-3-3M18 15l3-3" />
    </svg>
  ),
  site: (
    <svg {...base}>
      <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18" />
    </svg>
  ),
  my_day: (
    <svg {...base}>
      <path d="M12 21s-6-5.2-6-10a6 6 0 0 1 12 0c0 4.8-6 10-6 10z" />
      <path d="M10 11a2 2 0 1 0 4 0a2 2 0 1 0-4 0" />
    </svg>
  ),
  receivables: (
    <svg {...base}>
      <path d="M14 3v4a1 1 0 0 0 1 1h4" />
      <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM14 11h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3H10M12 17v1M12 10v1" />
    </svg>
  ),
  reports: (
    <svg {...base}>
      <path d="M3 3v18h18" />
      <path d="M7 16v-3M11 16v-7M15 16v-5M19 16V6" />
    </svg>
  ),
} as const;
export type AdminIconName = keyof typeof adminIcons;

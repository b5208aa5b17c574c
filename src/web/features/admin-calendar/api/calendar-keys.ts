/** Query keys of the blocking page (under 'admin': logging out drops them). */
export const calendarKeys = {
  rows: ['admin', 'calendar', 'rows'] as const,
};

/** Query keys of the washer's day (under 'admin': logging out drops them). */
export const washerDayKeys = {
  all: ['admin', 'my-jobs'] as const,
  range: (from: string, to: string) => ['admin', 'my-jobs', from, to] as const,
};

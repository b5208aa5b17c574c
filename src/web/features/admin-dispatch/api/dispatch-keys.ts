/** Query keys of the dispatch board (under 'admin': logging out drops them). */
export const dispatchKeys = {
  all: ['admin', 'dispatch'] as const,
  day: (date: string) => ['admin', 'dispatch', date] as const,
};

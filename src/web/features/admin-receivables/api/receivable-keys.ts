/** Query keys of the receivables page (under 'admin': logging out drops them). */
export const receivableKeys = {
  all: ['admin', 'receivables'] as const,
  list: (isOverdueOnly: boolean) => [...receivableKeys.all, { isOverdueOnly }] as const,
};

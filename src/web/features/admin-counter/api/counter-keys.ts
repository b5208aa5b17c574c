/** Query keys of the counter feature (under 'admin': logging out drops them). */
export const counterKeys = {
  all: ['admin', 'counter'] as const,
  one: (id: number) => ['admin', 'counter', id] as const,
};

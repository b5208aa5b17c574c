/** Query keys of the users feature (under 'admin': logging out drops them). */
export const userKeys = {
  all: ['admin', 'users'] as const,
  one: (id: number) => ['admin', 'users', id] as const,
  washers: ['admin', 'user-washers'] as const,
};

/** Query keys of the notifications feature (under 'admin': logging out drops them). */
export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
  one: (id: number) => ['admin', 'notifications', id] as const,
};

/** Every back-office query key starts with 'admin': logging out drops them all. */
export const authKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
};

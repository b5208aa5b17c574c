/** Query keys of the phone order page (under 'admin': logging out drops them). */
export const staffOrderKeys = {
  all: ['admin', 'staff-order'] as const,
  counter: ['admin', 'staff-order', 'counter'] as const,
  washers: ['admin', 'staff-order', 'washers'] as const,
};

/** Query keys of the phone order page (under 'admin': logging out drops them). */
export const staffOrderKeys = {
  all: ['admin', 'staff-order'] as const,
  counter: ['admin', 'staff-order', 'counter'] as const,
  washers: ['admin', 'staff-order', 'washers'] as const,
  freeStarts: (cleanerId: number, day: string, washingMinutes: number) =>
    ['admin', 'staff-order', 'free-starts', cleanerId, day, washingMinutes] as const,
  customers: (query: string) => ['admin', 'staff-order', 'customers', query] as const,
};

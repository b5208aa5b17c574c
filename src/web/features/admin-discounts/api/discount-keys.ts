/** Query keys of the discounts feature (under 'admin': logging out drops them). */
export const discountKeys = {
  all: ['admin', 'discounts'] as const,
  one: (id: number) => ['admin', 'discounts', id] as const,
};

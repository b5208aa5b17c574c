/** Query keys of the order page. The token stays in memory, never in a URL query. */
export const manageKeys = {
  order: (token: string) => ['manage-order', token] as const,
  freeTimes: (postalCode: string, minutes: number) =>
    ['manage-free-times', postalCode, minutes] as const,
};

/** Query keys of the customer's calendar. */
export const calendarKeys = {
  availableDays: (postalCode: string, minutes: number) =>
    ['calendar', 'available-days', postalCode, minutes] as const,
};

/**
 * Query keys of the customer-data feature (under 'admin': logging out drops them). The
 * searched value sits only in this in-memory cache, never in a URL.
 */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  search: (query: string) => ['admin', 'customers', 'search', query] as const,
};

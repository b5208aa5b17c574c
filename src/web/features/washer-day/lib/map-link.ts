import type { MyJob } from '#contracts/washer-day.ts';

/**
 * The address as a map link (decision 059): Google Maps' universal search URL opens the
 * Maps app on Android and Google Maps (or the browser) on iOS; `geo:` does nothing on iOS
 * and `maps:` nothing on Android.
 */
export function mapLink(address: Pick<MyJob['address'], 'street' | 'postalCode' | 'city'>) {
  const query = `${address.street}, ${address.postalCode} ${address.city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The phone number as a tel: link, spaces and dashes out. */
export const telLink = (phone: string) => `tel:${phone.replace(/[\s()-]/g, '')}`;

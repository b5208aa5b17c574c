/**
 * Analytics only with consent (customer spec section 4: purchase events are tracked).
 * Events go to `window.dataLayer`, where a tag manager the company may add would read
 * them; no third-party script is loaded by this app. Until the visitor accepts, events
 * wait in memory; declining drops them. The choice is kept in localStorage.
 */
export type Consent = 'granted' | 'denied' | null;

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: 'EUR';
    payment_type: string;
    items: { item_name: string; price: number; quantity: number }[];
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const consentKey = 'analytics-consent';
const trackedKey = 'analytics-tracked-purchases';
const listeners = new Set<() => void>();
let pending: PurchaseEvent[] = [];

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function getConsent(): Consent {
  const value = read(() => localStorage, consentKey);
  return value === 'granted' || value === 'denied' ? value : null;
}

function push(event: PurchaseEvent) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function setConsent(value: 'granted' | 'denied') {
  try {
    localStorage.setItem(consentKey, value);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  if (value === 'granted') pending.forEach(push);
  pending = [];
  listeners.forEach((listener) => listener());
}

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tracks a purchase once per order (also over reloads of the thank-you page). */
export function trackPurchase(event: PurchaseEvent) {
  const id = event.ecommerce.transaction_id;
  const tracked = new Set<string>(JSON.parse(read(() => sessionStorage, trackedKey) ?? '[]'));
  if (tracked.has(id)) return;
  tracked.add(id);
  try {
    sessionStorage.setItem(trackedKey, JSON.stringify([...tracked]));
  } catch {
    // storage unavailable: at worst tracked again after a reload
  }
  const consent = getConsent();
  if (consent === 'granted') push(event);
  else if (consent === null) pending.push(event);
}

/**
 * The unfinished order kept on the device (issue 28 point 5, decision 070): what to wash,
 * the campaign code, the postal code and the chosen day and time survive a new tab, a
 * closed browser and a day, in localStorage, for a week. Nothing personal goes there: the
 * contact details, the street address, the free-text message and the created order stay in
 * the tab (sessionStorage), so a shared computer keeps none of them once the tab is closed.
 * An order once made leaves the device (the copy is removed when the order is created).
 */

import { deviceOrderCookie } from '#contracts/page-renderer.ts';

/** localStorage key of the copy, and the name of its cookie (decision 092). */
export const deviceOrderKey = deviceOrderCookie;
/** How long the copy is picked up after its last change. */
export const deviceOrderMaxAgeMs = 7 * 24 * 60 * 60_000;

/** The order store's fields kept on the device; the others stay in the tab. */
const deviceFields = [
  'quantities',
  'discount',
  'shippingDay',
  'starting',
  'cleanerId',
  'mall',
  'company',
] as const;

/** What is used of Web Storage (the browser tests read the key without the DOM's types). */
interface KeptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface DeviceCopy {
  savedAt: number;
  state: Record<string, unknown>;
}

/** The fields of `state` that may be kept on the device (the postal code of its address). */
function deviceFieldsOf(state: Record<string, unknown>): Record<string, unknown> {
  const part: Record<string, unknown> = Object.fromEntries(
    deviceFields.filter((key) => key in state).map((key) => [key, state[key]]),
  );
  const address = state.address as { postalCode?: unknown } | undefined;
  if (address) part.address = { postalCode: address.postalCode ?? null };
  return part;
}

/**
 * The part of the order `state` kept on the device, or null when there is none to keep:
 * the order was made (`createdOrder`), so a new tab starts afresh.
 */
export function unfinishedOrderPart(
  state: Record<string, unknown>,
): Record<string, unknown> | null {
  return state.createdOrder ? null : deviceFieldsOf(state);
}

/**
 * Writes (or, for an order made, removes) the device copy of `state`; answers what it
 * wrote, null when it removed it.
 */
export function writeDeviceCopy(
  storage: KeptStorage,
  state: Record<string, unknown>,
  now: number,
): string | null {
  const part = unfinishedOrderPart(state);
  if (!part) {
    storage.removeItem(deviceOrderKey);
    return null;
  }
  const copy: DeviceCopy = { savedAt: now, state: part };
  const raw = JSON.stringify(copy);
  storage.setItem(deviceOrderKey, raw);
  return raw;
}

/**
 * The `document.cookie` assignment that mirrors the device copy `raw` (or removes it, for
 * null) for the server, which draws the contact page's summary from it (decision 092): the
 * same nothing-personal fields, for the same week.
 */
export function deviceCopyCookie(raw: string | null, isSecure: boolean): string {
  const value = raw === null ? '' : encodeURIComponent(raw);
  const age = raw === null ? 0 : Math.floor(deviceOrderMaxAgeMs / 1000);
  return `${deviceOrderKey}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}

/**
 * The order state of a device copy's text `raw`: null when it is older than a week,
 * 'unreadable' when it is not a copy this code wrote (tampered, of another shape, or dated
 * after `now`, give or take `clockSkewMs` for a clock other than the device's). Only the
 * device's fields are taken; the caller checks them like any saved order
 * (saved-order-check.ts).
 */
export function deviceCopyOf(
  raw: string,
  now: number,
  clockSkewMs = 0,
): Record<string, unknown> | 'unreadable' | null {
  let copy: unknown;
  try {
    copy = JSON.parse(raw);
  } catch {
    copy = null;
  }
  const { savedAt, state } = (copy ?? {}) as Partial<DeviceCopy>;
  const isCopy =
    typeof savedAt === 'number' &&
    typeof state === 'object' &&
    state !== null &&
    savedAt <= now + clockSkewMs;
  if (!isCopy) return 'unreadable';
  return now - savedAt > deviceOrderMaxAgeMs ? null : deviceFieldsOf(state);
}

/**
 * The device copy's order state: null when there is none or it is older than a week (then
 * removed); 'unreadable' when it is not a copy this code wrote (tampered, or of another
 * shape: also removed). Only the device's fields are taken (a copy given a contact or a
 * created order picks up none), and the store checks them like any saved order.
 */
export function readDeviceCopy(
  storage: KeptStorage,
  now: number,
): Record<string, unknown> | 'unreadable' | null {
  const raw = storage.getItem(deviceOrderKey);
  if (raw === null) return null;
  const state = deviceCopyOf(raw, now);
  if (state === null || state === 'unreadable') storage.removeItem(deviceOrderKey);
  return state;
}

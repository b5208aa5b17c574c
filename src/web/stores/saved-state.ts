import { useDeferredValue, useSyncExternalStore } from 'react';
import { createJSONStorage, type PersistStorage } from 'zustand/middleware';
import {
  deviceCopyCookie,
  deviceOrderKey,
  readDeviceCopy,
  writeDeviceCopy,
} from './order-device-copy';

/**
 * The order and the calculator's choices are kept in sessionStorage (the order's
 * unfinished part also on the device, decision 070). A page the server
 * rendered shows the empty order first: the browser hydrates that same HTML and restores
 * the saved state right after (decision 044), so a store kept this way is created with
 * `skipHydration` and registered here. Pages that would leave for lack of an order wait
 * for `useSavedStateRestored()` instead of deciding on the empty one.
 */
interface PersistApi {
  rehydrate: () => Promise<void> | void;
}

const persisted: PersistApi[] = [];
const listeners = new Set<() => void>();
let isRestored = false;
let wasDropped = false;

/** A store found its saved state unusable and started empty (the customer is told). */
export function markSavedStateDropped(): void {
  wasDropped = true;
}

/**
 * sessionStorage for these stores, which keeps what was saved until it is restored: the
 * empty order a page starts from (the store's initial state) never overwrites it.
 */
export const savedStateStorage = createJSONStorage(() => ({
  getItem: (key: string) => sessionStorage.getItem(key),
  setItem: (key: string, value: string) => {
    if (isRestored) sessionStorage.setItem(key, value);
  },
  removeItem: (key: string) => {
    if (isRestored) sessionStorage.removeItem(key);
  },
}));

/** The order store's persisted version (a saved order of another is dropped). */
export const orderStateVersion = 1;

/** Mirrors the device copy in its cookie (decision 092); null removes it. */
function writeDeviceCookie(raw: string | null) {
  document.cookie = deviceCopyCookie(raw, location.protocol === 'https:');
}

/**
 * The order store's storage: the tab's copy (sessionStorage, whole) as above, and the
 * unfinished order's copy on the device (localStorage, nothing personal, a week; decision
 * 070), which a tab without its own copy (a new tab, a browser opened again) starts from,
 * mirrored in a cookie for the server to draw the contact page's summary (decision 092).
 */
export const orderStorage: PersistStorage<unknown> = {
  getItem: (name) => {
    const tab = savedStateStorage!.getItem(name) as ReturnType<PersistStorage<unknown>['getItem']>;
    if (tab) return tab;
    const device = readDeviceCopy(localStorage, Date.now());
    if (device === 'unreadable') markSavedStateDropped();
    return device && device !== 'unreadable' ? { state: device, version: orderStateVersion } : null;
  },
  setItem: (name, value) => {
    savedStateStorage!.setItem(name, value);
    if (isRestored) {
      writeDeviceCookie(
        writeDeviceCopy(localStorage, value.state as Record<string, unknown>, Date.now()),
      );
    }
  },
  removeItem: (name) => {
    savedStateStorage!.removeItem(name);
    if (isRestored) {
      localStorage.removeItem(deviceOrderKey);
      writeDeviceCookie(null);
    }
  },
};

export function restorable<T extends { persist: PersistApi }>(store: T): T {
  persisted.push(store.persist);
  return store;
}

/** Restores every saved store; answers whether a saved state had to be dropped. */
export async function restoreSavedState(): Promise<{ wasDropped: boolean }> {
  await Promise.all(persisted.map((p) => p.rehydrate()));
  isRestored = true;
  for (const listener of listeners) listener();
  return { wasDropped };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False on the server and while hydrating; true once the saved state is back. What the
 * change draws (a page waiting for its order, decision 086) is drawn as a deferred,
 * interruptible render that yields to the browser every few milliseconds, not as one long
 * task: a store's change is otherwise always drawn at once.
 */
export function useSavedStateRestored(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => isRestored,
      () => false,
    ),
  );
}

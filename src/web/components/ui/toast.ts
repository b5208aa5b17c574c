import { useSyncExternalStore } from 'react';
import i18n from 'i18next';

/** Toasts stay for 15 seconds (both specifications, section 8). */
export const toastDurationMs = 15_000;

// The notifications package and its container load on the first toast (decision 057):
// before, the container was mounted right after the start of every page, a chunk to run
// and a render in the landing page's busiest second, for toasts most visits never see.
// The container (app/providers.tsx) shows what the package's store holds when it mounts.
let isWanted = false;
const listeners = new Set<() => void>();

function show(color: 'red' | 'green', message: string) {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      color,
      message,
      autoClose: toastDurationMs,
      // Mantine's close button has no name of its own (axe: button-name).
      closeButtonProps: { 'aria-label': i18n.t('common:toast_close') },
    }),
  );
}

export function showError(message: string) {
  show('red', message);
}

export function showSuccess(message: string) {
  show('green', message);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was asked for yet: the container mounts then (never on the server). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
}

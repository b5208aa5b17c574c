import { useCallback, useState } from 'react';

/** Dismissed notification ids are kept per browser in localStorage (customer spec section 4). */
export const dismissedNotificationsKey = 'dismissed-notifications';

function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(dismissedNotificationsKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function useDismissedNotifications() {
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const dismiss = useCallback((id: number) => {
    setDismissed((ids) => {
      const next = ids.includes(id) ? ids : [...ids, id];
      try {
        localStorage.setItem(dismissedNotificationsKey, JSON.stringify(next));
      } catch {
        // without storage the banner stays hidden for this page view only
      }
      return next;
    });
  }, []);
  return { dismissed, dismiss };
}

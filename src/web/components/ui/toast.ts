/** Toasts stay for 15 seconds (both specifications, section 8). */
export const toastDurationMs = 15_000;

// The notifications package loads on first use, keeping it out of the landing page's
// first load (the container itself is mounted lazily in app/providers.tsx).
function show(color: 'red' | 'green', message: string) {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message, autoClose: toastDurationMs }),
  );
}

export function showError(message: string) {
  show('red', message);
}

export function showSuccess(message: string) {
  show('green', message);
}

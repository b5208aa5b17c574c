import { notifications } from '@mantine/notifications';

/** Toasts stay for 15 seconds (both specifications, section 8). */
export const toastDurationMs = 15_000;

export function showError(message: string) {
  notifications.show({ color: 'red', message, autoClose: toastDurationMs });
}

export function showSuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: toastDurationMs });
}

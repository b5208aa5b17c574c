import { create } from 'zustand';
import type { Notification } from '#contracts/notification.ts';

/** The calculator's dialogs that open on demand (their code loads when first opened). */
export type CalculatorDialog =
  'postalCode' | 'terraceRoof' | 'highOpeningAdvice' | 'terms' | 'videoGuide' | 'extraInfo';

interface DialogState {
  open: CalculatorDialog | null;
  /** Dialogs opened at least once stay mounted, so they can animate out and return focus. */
  mounted: readonly CalculatorDialog[];
  /** The notification whose extra_info the popup shows. */
  extraInfo: Notification | null;
  show: (dialog: CalculatorDialog) => void;
  showExtraInfo: (notification: Notification) => void;
  close: () => void;
}

/**
 * The element that had focus when a dialog opened gets it back when the dialog closes.
 * Mantine's Modal does this too, but not the first time, when the dialog's code has only
 * just loaded and the modal mounted already open; this covers that case.
 */
let returnFocusTo: HTMLElement | null = null;
const rememberFocus = () => {
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
};
const restoreFocus = () => {
  const target = returnFocusTo;
  returnFocusTo = null;
  window.setTimeout(() => {
    const active = document.activeElement;
    const isLost = active === null || active === document.body || active.closest('[role="dialog"]');
    if (target?.isConnected && isLost) target.focus();
  }, 250);
};

export const useDialogs = create<DialogState>()((set) => ({
  open: null,
  mounted: [],
  extraInfo: null,
  show: (dialog) => {
    rememberFocus();
    set((s) => ({
      open: dialog,
      mounted: s.mounted.includes(dialog) ? s.mounted : [...s.mounted, dialog],
    }));
  },
  showExtraInfo: (notification) => {
    rememberFocus();
    set((s) => ({
      open: 'extraInfo',
      extraInfo: notification,
      mounted: s.mounted.includes('extraInfo') ? s.mounted : [...s.mounted, 'extraInfo'],
    }));
  },
  close: () => {
    set({ open: null });
    restoreFocus();
  },
}));

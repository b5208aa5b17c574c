import { create } from 'zustand';
import type { ShownNotification as Notification } from '#contracts/notification.ts';

/** The calculator's dialogs that open on demand (their code loads when first opened). */
export type CalculatorDialog =
  'postalCode' | 'terraceRoof' | 'highOpeningAdvice' | 'terms' | 'videoGuide' | 'extraInfo';

interface DialogState {
  open: CalculatorDialog | null;
  /** Dialogs opened at least once stay mounted, so they can animate out and return focus. */
  mounted: readonly CalculatorDialog[];
  /** The notification whose extra_info the popup shows. */
  extraInfo: Notification | null;
  /** `fallback`: where focus goes afterwards when no control opened the dialog. */
  show: (dialog: CalculatorDialog, fallback?: FocusTarget) => void;
  showExtraInfo: (notification: Notification) => void;
  /** `next`: where focus goes instead of back to the control that opened the dialog. */
  close: (next?: FocusTarget) => void;
}

/** Where focus goes when a dialog closes, if not back where it was. */
type FocusTarget = () => HTMLElement | null;

/**
 * The control that had focus when a dialog opened gets it back when the dialog closes.
 * Mantine's Modal does this too, but not the first time, when the dialog's code has only
 * just loaded and the modal mounted already open; this covers that case. A dialog the page
 * opened itself (no control had focus: the document or the page's heading had it) sends
 * focus to its `fallback` instead, and a dialog's own close can name the next control
 * (decision 072): focus never falls to `<body>`.
 */
let returnFocusTo: HTMLElement | null = null;
let fallbackFocus: FocusTarget | undefined;
const rememberFocus = (fallback?: FocusTarget) => {
  const active = document.activeElement;
  const isControl = active instanceof HTMLElement && !active.matches('body, h1');
  returnFocusTo = isControl ? active : null;
  fallbackFocus = fallback;
};
const restoreFocus = (next?: FocusTarget) => {
  const target = next?.() ?? returnFocusTo ?? fallbackFocus?.() ?? null;
  returnFocusTo = null;
  fallbackFocus = undefined;
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
  show: (dialog, fallback) => {
    rememberFocus(fallback);
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
  close: (next) => {
    set({ open: null });
    restoreFocus(next);
  },
}));

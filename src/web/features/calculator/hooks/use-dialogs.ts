import { create } from 'zustand';
import type { Notification } from '../../../../contracts/notification';

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

export const useDialogs = create<DialogState>()((set) => ({
  open: null,
  mounted: [],
  extraInfo: null,
  show: (dialog) =>
    set((s) => ({
      open: dialog,
      mounted: s.mounted.includes(dialog) ? s.mounted : [...s.mounted, dialog],
    })),
  showExtraInfo: (notification) =>
    set((s) => ({
      open: 'extraInfo',
      extraInfo: notification,
      mounted: s.mounted.includes('extraInfo') ? s.mounted : [...s.mounted, 'extraInfo'],
    })),
  close: () => set({ open: null }),
}));

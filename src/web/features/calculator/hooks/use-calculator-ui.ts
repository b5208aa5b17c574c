import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { DeductionPersons } from '#domain/tax/household-deduction.ts';
import { restorable, savedStateStorage } from '#web/stores/saved-state.ts';

/**
 * The calculator's own view state for this browser session: whether the welcome dialog
 * was dealt with, whether the high-window advice was shown, and the deduction choices.
 */
interface CalculatorUiState {
  isPostalDialogDone: boolean;
  isHighOpeningAdviceShown: boolean;
  deductionPersons: DeductionPersons;
  isExcessUsed: boolean;
  patch: (update: Partial<Omit<CalculatorUiState, 'patch'>>) => void;
}

export const useCalculatorUi = restorable(
  create<CalculatorUiState>()(
    persist(
      (set) => ({
        isPostalDialogDone: false,
        isHighOpeningAdviceShown: false,
        deductionPersons: 1,
        isExcessUsed: false,
        patch: (update) => set(update),
      }),
      {
        name: 'calculator-ui',
        version: 1,
        storage: savedStateStorage,
        skipHydration: true,
      },
    ),
  ),
);

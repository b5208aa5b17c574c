/**
 * The calculator's first choice: the first window type's amount, inside the window grid
 * marked `data-calculator-start` (windows-section.tsx). Focus goes there after the
 * postal-code dialog when the dialog was not opened from a control or a code was chosen:
 * choosing what to wash is what comes next (decision 072).
 */
export const calculatorStart = () =>
  document.querySelector<HTMLElement>('[data-calculator-start] input');

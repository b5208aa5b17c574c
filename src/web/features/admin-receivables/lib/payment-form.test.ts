import { describe, expect, it } from 'vitest';
import { amountProblem, amountText, parseAmount } from './payment-form';

describe('the payment form', () => {
  it.each([
    ['120,50', 120.5],
    ['120.50', 120.5],
    [' 1 200 ', 1200],
    ['1\u00a0200,5 €', 1200.5],
    ['0', 0],
    ['12,345', null],
    ['-5', null],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
  ])('reads %j as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('shows the amount due in the language', () => {
    expect(amountText(120.5, 'fi')).toBe('120,50');
    expect(amountText(120.5, 'en')).toBe('120.50');
  });

  it.each([
    [null, 100, 'payment.amount_invalid'],
    [0, 100, 'payment.amount_zero'],
    [0.01, 100, null],
    [100, 100, null],
    [100.01, 100, 'payment.amount_over_due'],
    [0.3, 0.3, null],
  ])('checks %s against %s due', (amount, due, problem) => {
    expect(amountProblem(amount, due)).toBe(problem);
  });
});

import { describe, expect, it, vi } from 'vitest';

// date-holidays is heavy: the calculator (pricing, money, tax, mall, order) must not pull
// it in. If any module imported below reaches it, this factory throws and the import fails.
vi.mock('date-holidays', () => {
  throw new Error('date-holidays was imported outside the calendar');
});

describe('bundle boundary', () => {
  it.each([
    './pricing/quote-order',
    './pricing/work-items',
    './pricing/campaign-code',
    './pricing/payment-adjustment',
    './tax/household-deduction',
    './tax/vat',
    './mall/mall-package',
    './mall/mall-starting-months',
    './money/money',
    './order/quantity-rules',
    './calendar/helsinki-time',
    './calendar/free-interval',
    './calendar/busy-interval',
    './calendar/availability',
  ])('%s loads without date-holidays', async (path) => {
    await expect(import(/* @vite-ignore */ path)).resolves.toBeDefined();
  });

  it('the working-day rules do load it (the mock proves itself)', async () => {
    await expect(import('./calendar/working-days')).rejects.toThrow();
  });
});

/**
 * POST mallorder (customer spec sections 3, 4 and 9; decisions 008 and 024): a shopping centre's
 * package order. The price is the set's price per wash for 1 to 10 display windows plus
 * the display window's price for each one beyond 10, computed here from the stored
 * configuration; stored with VAT like every other order (the site shows it without VAT),
 * with the payment adjustment of the payment chosen. Mall orders go to cleaner 9999 with a
 * starting month instead of a day, so no washer time is reserved.
 */
import type { CreateMallOrderInput } from '#contracts/order.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { findDisplayWindow, MALL_CLEANER_ID, mallPackagePrice } from '#domain/mall/mall-package.ts';
import { isOfferedStartingMonth } from '#domain/mall/mall-starting-months.ts';
import { cleaningSetLineName, extraWindowsLineName } from '#domain/mall/mall-words.ts';
import { paymentAdjustmentLine } from '#domain/pricing/payment-adjustment.ts';
import { withVatCents } from '#domain/tax/vat.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordOrderEvent } from './order-history.repository';
import { insertOrder, numberOrder, type NewItem } from './order.repository';
import type { OrderCreator, OrderCreatorDeps } from './order-create';
import { addressesOf, contactColumnsOf, lineName } from './order-lines';

const invalid = (field: string, key: string, why: string) =>
  new AppError('VALIDATION_FAILED', why, { [field]: key });

export function createMallOrderCreator(deps: OrderCreatorDeps): OrderCreator<CreateMallOrderInput> {
  const { db, clock, counters, queueConfirmed, admit } = deps;
  return async (input, orderer, idempotencyKey) => {
    const config = await counters.getCounter(1);
    const display = findDisplayWindow(config);
    if (!display) throw invalid('windows', 'validation.invalid_value', 'no mall variant');
    const count = input.windows
      .filter((row) => row.windowId === display.id)
      .reduce((sum, row) => sum + row.amount, 0);
    if (count === 0) throw invalid('windows', 'validation.order_empty', 'no display windows');
    const now = clock.now();
    if (!isOfferedStartingMonth(now, input.mall_starting_month)) {
      throw invalid('mall_starting_month', 'validation.month_invalid', 'month not offered');
    }
    const price = mallPackagePrice(config, input.mall_cleaning_set, count);
    const lang = input.language;
    const items: NewItem[] = [
      {
        name: cleaningSetLineName(input.mall_cleaning_set, lang),
        amount: 1,
        priceCents: withVatCents(price.setPriceCents),
        discountPriceCents: withVatCents(price.setPriceCents),
        easoftItemId: price.easoftItemId,
      },
    ];
    if (price.extraWindows > 0) {
      const unit = withVatCents(price.extraWindowPriceCents);
      items.push({
        name: extraWindowsLineName(lang),
        amount: price.extraWindows,
        priceCents: unit,
        discountPriceCents: unit,
        easoftItemId: display.easoftItemId,
      });
    }
    const form = input.address;
    const { paymentType, invoiceChannel } = contactColumnsOf(form);
    const adjustment = paymentAdjustmentLine(
      config.fixedAmounts,
      { paymentType, invoiceChannel },
      items.reduce((sum, item) => sum + item.amount * item.priceCents, 0),
    );
    if (adjustment) {
      items.push({
        name: lineName(adjustment, lang),
        amount: 1,
        priceCents: adjustment.unitPriceCents,
        discountPriceCents: adjustment.unitPriceCents,
        easoftItemId: adjustment.easoftItemId,
      });
    }
    const total = items.reduce((sum, item) => sum + item.amount * item.priceCents, 0);
    return db.transaction(async (tx) => {
      await admit(tx, orderer);
      const order = await insertOrder(tx, {
        customer: { name: form.name, phone: form.phone, email: form.email },
        order: {
          status: paymentType === 'online' ? 'awaiting_payment' : 'confirmed',
          created: now,
          updatedAt: now,
          shippingDay: null,
          startTime: null,
          washingTime: Math.ceil(count * display.washingMinutes),
          cleanerId: MALL_CLEANER_ID,
          customerKind: 'mall',
          ...contactColumnsOf(form),
          basePriceCents: withVatCents(price.setPriceCents),
          totalPriceCents: total,
          totalPriceAfterDiscountCents: total,
          additionalInfo: input.additionalInfo,
          language: lang,
          mallName: input.mall_name,
          mallStartingMonth: input.mall_starting_month,
          mallCleaningSet: input.mall_cleaning_set,
          idempotencyKey: idempotencyKey ?? null,
          quantities: {
            ...emptyQuantities,
            windows: [{ windowId: display.id, amount: count }],
          },
        },
        addresses: addressesOf(form),
        items,
      });
      await recordOrderEvent(tx, { orderId: order.id, action: 'created', actor: null, at: now });
      if (paymentType !== 'online') {
        await queueConfirmed(tx, order.id);
      }
      await numberOrder(tx, order.id, now);
      return order.id;
    });
  };
}

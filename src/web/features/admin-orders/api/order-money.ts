import type { z } from 'zod';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type {
  recordPaymentInputSchema,
  recordRefundInputSchema,
  VoidOrderInput,
} from '#contracts/order-money.ts';
import { request } from '#web/lib/api/client.ts';
import { useOrderChange } from './order-life';

/** POST order/{id}/payments: a payment received (issue 24). */
export const useRecordPayment = (id: number) =>
  useOrderChange(id, (body: z.input<typeof recordPaymentInputSchema>) =>
    request(adminEndpoints.recordOrderPayment, { params: { id }, body }),
  );

/** POST order/{id}/refunds: money given back, in part or whole. */
export const useRecordRefund = (id: number) =>
  useOrderChange(id, (body: z.input<typeof recordRefundInputSchema>) =>
    request(adminEndpoints.recordOrderRefunds, { params: { id }, body }),
  );

/** POST order/{id}/void: an order that may not be deleted, voided with a reason. */
export const useVoidOrder = (id: number) =>
  useOrderChange(id, (body: VoidOrderInput) =>
    request(adminEndpoints.voidOrder, { params: { id }, body }),
  );

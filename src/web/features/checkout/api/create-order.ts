import { useMutation } from '@tanstack/react-query';
import type { CreateOrderResponse } from '#contracts/checkout.ts';
import { api } from '#web/lib/api-client.ts';
import type { MallOrderPayload, OrderPayload } from '../lib/order-payload';

export type AnyOrderPayload =
  { kind: 'order'; body: OrderPayload } | { kind: 'mallorder'; body: MallOrderPayload };

/**
 * POST order, or POST mallorder for a shopping centre's package, with the attempt's
 * Idempotency-Key (a retry returns the same order).
 */
export function createOrder(payload: AnyOrderPayload, idempotencyKey: string) {
  return api.post<CreateOrderResponse>(`/${payload.kind}`, payload.body, {
    isPublic: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export const useCreateOrder = () =>
  useMutation({
    mutationFn: ({ payload, key }: { payload: AnyOrderPayload; key: string }) =>
      createOrder(payload, key),
  });

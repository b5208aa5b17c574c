import { useMutation } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import type { MallOrderPayload, OrderPayload } from '../lib/order-payload';

export type AnyOrderPayload =
  { kind: 'order'; body: OrderPayload } | { kind: 'mallorder'; body: MallOrderPayload };

/**
 * POST order, or POST mallorder for a shopping centre's package, with the attempt's
 * Idempotency-Key (a retry returns the same order).
 */
export function createOrder(payload: AnyOrderPayload, idempotencyKey: string) {
  const headers = { 'idempotency-key': idempotencyKey };
  return payload.kind === 'order'
    ? request(customerEndpoints.createOrder, { body: payload.body, headers })
    : request(customerEndpoints.createMallOrder, { body: payload.body, headers });
}

export const useCreateOrder = () =>
  useMutation({
    mutationFn: ({ payload, key }: { payload: AnyOrderPayload; key: string }) =>
      createOrder(payload, key),
  });

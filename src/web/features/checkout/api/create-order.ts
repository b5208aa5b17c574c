import { useMutation } from '@tanstack/react-query';
import type { CreateOrderResponse } from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';
import type { OrderPayload } from '../lib/order-payload';

/** POST order with the attempt's Idempotency-Key (a retry returns the same order). */
export function createOrder(payload: OrderPayload, idempotencyKey: string) {
  return api.post<CreateOrderResponse>('/order', payload, {
    isPublic: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export const useCreateOrder = () =>
  useMutation({
    mutationFn: ({ payload, key }: { payload: OrderPayload; key: string }) =>
      createOrder(payload, key),
  });

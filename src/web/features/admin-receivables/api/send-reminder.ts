import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { receivableKeys } from './receivable-keys';

/** POST receivables/:orderId/reminder: the payment reminder mail is queued. */
export const sendReminder = (orderId: number) =>
  request(adminEndpoints.sendPaymentReminder, { params: { orderId }, body: {} });

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
  });
}

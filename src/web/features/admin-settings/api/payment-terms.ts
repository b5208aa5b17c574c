import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { PaymentTerms } from '#contracts/receivables.ts';
import { request } from '#web/lib/api/client.ts';
import { settingsKeys } from './settings-keys';

/** GET settings/payment-terms: the invoices' days net and the reminder fee (decision 062). */
export const paymentTermsQuery = queryOptions({
  queryKey: settingsKeys.paymentTerms,
  queryFn: ({ signal }) => request(adminEndpoints.getPaymentTerms, { signal }),
  staleTime: 0,
});

export const usePaymentTerms = () => useQuery(paymentTermsQuery);

/**
 * PUT settings/payment-terms; the answer is what was saved. Due dates move with the days, so
 * the order and receivables lists are read again.
 */
export function useSavePaymentTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: PaymentTerms) =>
      request(adminEndpoints.updatePaymentTerms, { body: terms }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentTermsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
    },
  });
}

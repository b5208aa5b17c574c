import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { manageKeys } from './manage-keys';

/** Confirm (with the early-start request when the visit needs it, decision 068) or skip. */
export type VisitAnswer = { answer: 'confirm'; earlyStart: boolean } | { answer: 'skip' };

/**
 * POST manage/{token}/confirm or skip of a proposed next visit (decision 053), by the
 * visit's own token (its page, or the earlier order's page); every cached order page is
 * read again, since both pages show the visit.
 */
export function useAnswerNextVisit(visitToken: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (visit: VisitAnswer) =>
      visit.answer === 'confirm'
        ? request(customerEndpoints.confirmNextVisit, {
            params: { token: visitToken },
            body: { earlyStart: visit.earlyStart },
          })
        : request(customerEndpoints.skipNextVisit, { params: { token: visitToken }, body: {} }),
    onSuccess: (order) => {
      client.setQueryData(manageKeys.order(visitToken), order);
      void client.invalidateQueries({ queryKey: ['manage-order'] });
      void client.invalidateQueries({ queryKey: ['manage-free-times'] });
    },
  });
}

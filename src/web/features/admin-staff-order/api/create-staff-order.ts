import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { createStaffOrderInputSchema } from '#contracts/order-life.ts';
import { request } from '#web/lib/api/client.ts';

/** POST order/staff: answers the new order's id and reference. */
export function useCreateStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createStaffOrderInputSchema>) =>
      request(adminEndpoints.createStaffOrder, { body }),
    // The orders list, the board and the dashboard count it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

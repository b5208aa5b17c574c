import { useMutation } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';

/** POST settings/cleaner/{id}/ics-secret: a new calendar feed address; the old one stops. */
export function useNewIcsSecret() {
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.newIcsSecret, { params: { id } }),
  });
}

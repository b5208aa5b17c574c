import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { resource, useResource } from '../hooks/use-resource';

export const getNotifications = (signal: AbortSignal) =>
  request(customerEndpoints.listNotifications, { signal });

const notifications = resource(getNotifications, 60_000, (page) => page.notifications ?? undefined);

export const useNotifications = () => useResource(notifications);

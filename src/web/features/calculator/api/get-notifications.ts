import type { Notification } from '#contracts/notification.ts';
import { api } from '#web/lib/api-client.ts';
import { useResource } from '../hooks/use-resource';

export const getNotifications = (signal: AbortSignal) =>
  api.get<Notification[]>('/notification', { signal, isPublic: true });

export const useNotifications = () => useResource('notification', getNotifications);

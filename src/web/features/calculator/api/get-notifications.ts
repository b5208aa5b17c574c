import type { Notification } from '../../../../contracts/notification';
import { api } from '../../../lib/api-client';
import { useResource } from '../hooks/use-resource';

export const getNotifications = (signal: AbortSignal) =>
  api.get<Notification[]>('/notification', { signal, isPublic: true });

export const useNotifications = () => useResource('notification', getNotifications);

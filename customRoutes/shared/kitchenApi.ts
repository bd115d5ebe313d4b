/**
 * The kitchen's shared status (cooks, pause) for every app: the customer app shows the pause, the board
 * pauses and resumes. Kept live by `kitchen.changed` events (see useKitchenLive) and by the pause's own end.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../dataProvider/httpClient';
import type { KitchenStatus } from '../../model/kitchen';

export const KITCHEN_STATUS_KEY = ['kitchen', 'status'] as const;

export async function fetchKitchenStatus(): Promise<KitchenStatus> {
  return (await apiFetch<KitchenStatus>('kitchen/status')).json;
}

export async function pauseOrders(minutes: number): Promise<KitchenStatus> {
  return (await apiFetch<KitchenStatus>('kitchen/pause', { method: 'PUT', body: { minutes } })).json;
}

export async function resumeOrders(): Promise<KitchenStatus> {
  return (await apiFetch<KitchenStatus>('kitchen/pause', { method: 'DELETE' })).json;
}

export async function setKitchenCooks(cooks: number): Promise<KitchenStatus> {
  return (await apiFetch<KitchenStatus>('kitchen/settings', { method: 'PUT', body: { cooks } })).json;
}

/** The status, re-read by itself the moment a pause ends (a pause is never left on). */
export function useKitchenStatus() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KITCHEN_STATUS_KEY, queryFn: fetchKitchenStatus, staleTime: 30_000 });
  const until = query.data?.pausedUntil ?? null;
  useEffect(() => {
    if (!until) return undefined;
    const wait = Math.max(0, new Date(until).getTime() - Date.now()) + 500;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: KITCHEN_STATUS_KEY }), wait);
    return () => clearTimeout(timer);
  }, [until, queryClient]);
  return query;
}

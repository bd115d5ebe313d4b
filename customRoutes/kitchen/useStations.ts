/**
 * The board's station: "Todas" (null) or one station (GET stations). The choice lives in the URL
 * (`/board-chef?station=2`, so a tablet can be bookmarked to its station) and is remembered on the device
 * (localStorage), so a board opened without `?station=` comes back to the last one chosen there.
 */
import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { stationsQuery } from './boardQueries';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import type { Order } from '../../model/entities';
import type { Station } from '../../model/entities';

const STORAGE_KEY = 'comedor.kitchen.station';

export function useStations() {
  const dataProvider = useComedorDataProvider();
  return useQuery(stationsQuery(dataProvider));
}

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // private mode: the URL still carries the choice
  }
}

/** The selected station (null: "Todas") among `stations`, and its setter. */
export function useSelectedStation(stations: Station[] | undefined): [Station | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('station');
  const wanted = Number(fromUrl ?? remembered());
  const station = stations?.find((s) => s.id === wanted) ?? null;

  const select = useCallback(
    (id: number | null) => {
      remember(id);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id === null) next.delete('station');
          else next.set('station', String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // A station from the URL is remembered on this device; a remembered one is shown in the URL.
  useEffect(() => {
    if (!stations) return;
    if (fromUrl !== null) {
      if (station) remember(station.id);
    } else if (station) {
      select(station.id);
    }
  }, [stations, fromUrl, station, select]);

  return [station, select];
}

/**
 * What a station's board shows: the pending orders with lines of that station it has not marked done, each
 * with only those lines. "Todas" (null) shows every order whole.
 */
export function ordersForStation(orders: Order[], station: Station | null): Order[] {
  if (!station) return orders;
  return orders.flatMap((order) => {
    const progress = order.stations?.find((s) => s.id === station.id);
    if (!progress || progress.done) return [];
    return [{ ...order, lines: order.lines.filter((l) => l.stationId === station.id) }];
  });
}

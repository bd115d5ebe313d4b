/**
 * Saving the leftovers as typed: each dish-and-reason's latest value is sent once the cook stops tapping for a
 * moment (debounced PUT), one save after another per entry so the last typed value is the one kept, and at once
 * when the screen closes. Each entry's state ('saving', 'saved', 'error') drives the card's "Guardado".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { LeftoverInput, LeftoversDay } from '../../model/leftovers';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../src/ui/errorMessage';

export const SAVE_DELAY_MS = 700;

export type SaveState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

const keyOf = (dishId: number, reason: string) => `${dishId}:${reason}`;

export function useLeftoverSaves(date: string) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const pending = useRef(new Map<string, { dishId: number; input: LeftoverInput; timer?: ReturnType<typeof setTimeout> }>());
  const chains = useRef(new Map<string, Promise<void>>());

  const send = useCallback(
    (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(key);
      const previous = chains.current.get(key) ?? Promise.resolve();
      const next = previous.then(async () => {
        try {
          const saved = await dataProvider.saveLeftover(date, entry.dishId, entry.input);
          queryClient.setQueryData<LeftoversDay>(
            queryKeys.waste.leftovers(date),
            (day) => day && { ...day, dishes: day.dishes.map((d) => (d.dishId === saved.dishId ? saved : d)) },
          );
          // A newer value typed meanwhile keeps the entry 'saving' until it is sent too.
          if (!pending.current.has(key)) setStates((s) => ({ ...s, [key]: { kind: 'saved' } }));
        } catch (error) {
          setStates((s) => ({ ...s, [key]: { kind: 'error', message: errorMessage(error, translate) } }));
        }
      });
      chains.current.set(key, next);
    },
    [dataProvider, date, queryClient, translate],
  );

  const schedule = useCallback(
    (dishId: number, input: LeftoverInput) => {
      const key = keyOf(dishId, input.reason);
      const earlier = pending.current.get(key);
      if (earlier) clearTimeout(earlier.timer);
      pending.current.set(key, { dishId, input, timer: setTimeout(() => send(key), SAVE_DELAY_MS) });
      setStates((s) => ({ ...s, [key]: { kind: 'saving' } }));
    },
    [send],
  );

  const retry = useCallback(
    (dishId: number, input: LeftoverInput) => {
      const key = keyOf(dishId, input.reason);
      pending.current.set(key, { dishId, input });
      setStates((s) => ({ ...s, [key]: { kind: 'saving' } }));
      send(key);
    },
    [send],
  );

  // Leaving the screen (or the date) sends what is still waiting instead of dropping it.
  useEffect(() => {
    const waiting = pending.current;
    const flush = () => [...waiting.keys()].forEach(send);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [send]);

  const stateOf = useCallback((dishId: number, reason: string) => states[keyOf(dishId, reason)], [states]);
  return { schedule, retry, stateOf };
}

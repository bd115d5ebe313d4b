import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoreAdminContext } from 'react-admin';
import { useLocalClock } from '../../../customRoutes/kitchen/useLocalClock';
import { dataProvider } from '../../../dataProvider';
import { settingsQuery } from '../../../src/ui/useFormat';
import { QueryClient } from '@tanstack/react-query';

let renders = 0;

/** stands for the kitchen board: everything on it redraws when the clock it reads moves */
function Board() {
  renders += 1;
  const { today, minutes } = useLocalClock();
  return <p>{`${today} ${minutes}`}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  renders = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(now: string) {
  vi.setSystemTime(new Date(now));
  const queryClient = new QueryClient();
  // the restaurant's settings are in (the board opens once its data is, customRoutes/kitchen/boardQueries.ts)
  queryClient.setQueryData(settingsQuery(dataProvider).queryKey, { timeZone: 'Europe/Madrid' } as never);
  render(
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      <Board />
    </CoreAdminContext>,
  );
}

describe('the kitchen clock', () => {
  it('gives the restaurant’s whole minute, rounded up, and draws the board once on opening', () => {
    // 13:00:20 in Madrid (UTC+1 in November): minute 780 and a third, so a ticket due at 13:00 is already late
    open('2026-11-27T12:00:20Z');
    expect(screen.getByText('2026-11-27 781')).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('redraws when the minute moves, not at each reading', () => {
    open('2026-11-27T12:00:20Z');
    // the reading at 13:00:50 is still minute 781
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(renders).toBe(1);
    // at 13:01:20, 782
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('2026-11-27 782')).toBeTruthy();
    expect(renders).toBe(2);
  });
});

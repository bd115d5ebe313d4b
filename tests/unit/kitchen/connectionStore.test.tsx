import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionStore } from '../../../customRoutes/shared/connectionStore';
import { LiveConnectionIndicator } from '../../../customRoutes/kitchen/ConnectionIndicator';

afterEach(cleanup);

let boardRenders = 0;

/** stands for the kitchen board: a big screen with the chip in its header */
function Board({ store }: { store: ConnectionStore }) {
  boardRenders += 1;
  return (
    <header>
      <h1>Pedidos</h1>
      <LiveConnectionIndicator store={store} />
    </header>
  );
}

describe('the board’s connection chip', () => {
  it('follows the stream’s state without redrawing the screen around it', () => {
    const store = new ConnectionStore();
    boardRenders = 0;
    render(<Board store={store} />);
    // no translation catalog here: the chip shows its message key
    expect(screen.getByRole('status').textContent).toBe('kitchen.connection.connecting');
    act(() => store.set('open'));
    expect(screen.getByRole('status').textContent).toBe('kitchen.connection.open');
    act(() => store.set('reconnecting'));
    expect(screen.getByRole('status').textContent).toBe('kitchen.connection.reconnecting');
    expect(boardRenders).toBe(1);
  });

  it('tells its listeners only of a change', () => {
    const store = new ConnectionStore();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.set('connecting');
    store.set('open');
    store.set('open');
    stop();
    store.set('reconnecting');
    expect(calls).toBe(1);
    expect(store.get()).toBe('reconnecting');
  });
});

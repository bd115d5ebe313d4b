import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReveal } from '../../../src/ui/useReveal';

let renders = 0;

function List({ items }: { items: string[] }) {
  renders += 1;
  const { shown, complete } = useReveal(items.length, 4, 4);
  return (
    <ul data-complete={complete}>
      {items.slice(0, shown).map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

afterEach(cleanup);

const items = (n: number) => Array.from({ length: n }, (_, i) => `ticket ${i + 1}`);

describe('useReveal: a long list drawn in steps on its first drawing', () => {
  it('draws the first items, then the rest a step at a time, then any new item at once', async () => {
    const seen: number[] = [];
    const { rerender } = render(<List items={items(10)} />);
    seen.push(screen.getAllByRole('listitem').length);
    await waitFor(() => {
      seen.push(screen.getAllByRole('listitem').length);
      expect(screen.getAllByRole('listitem')).toHaveLength(10);
    });
    expect(seen[0]).toBe(4);
    expect(screen.getByRole('list').dataset.complete).toBe('true');
    // a new order after the first drawing shows at once
    await act(async () => rerender(<List items={items(11)} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });

  it('draws a short list at once', () => {
    render(<List items={items(3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('takes one drawing per step and none more (a list that fits is drawn once)', async () => {
    renders = 0;
    render(<List items={items(10)} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    // let any further step's timer run: 4, 8, then 10 and done
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toBe(3);

    cleanup();
    renders = 0;
    render(<List items={items(4)} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toBe(1);
    expect(screen.getByRole('list').dataset.complete).toBe('true');
  });
});

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReveal } from '../../../src/ui/useReveal';

function List({ items }: { items: string[] }) {
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
});

import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useProgressiveList } from '../../customRoutes/customer/dishes/useProgressiveList';

/** how many items each commit put on the screen */
let commits: number[] = [];

function List({ items }: { items?: number[] }) {
  const shown = useProgressiveList(items, 2);
  useLayoutEffect(() => {
    commits.push(shown?.length ?? 0);
  });
  return (
    <ul>
      {shown?.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

const texts = (c: HTMLElement) => [...c.querySelectorAll('li')].map((li) => li.textContent);

describe('useProgressiveList', () => {
  it('draws the first items at once, then the whole list in a background render', async () => {
    commits = [];
    const { container, rerender } = render(<List />);
    await act(async () => rerender(<List items={[1, 2, 3, 4, 5]} />));
    expect(commits).toEqual([0, 2, 5]);
    expect(texts(container)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('draws the first items first when the list is there from the first drawing too (a first visit, Última hora)', async () => {
    commits = [];
    const { container } = await act(async () => render(<List items={[1, 2, 3, 4, 5]} />));
    expect(commits).toEqual([2, 5]);
    expect(texts(container)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps a list on the screen until its replacement is drawn (never shrinks to the first items)', async () => {
    const { container, rerender } = render(<List items={[1, 2, 3, 4]} />);
    await act(async () => rerender(<List items={[1, 2, 3, 4]} />));
    commits = [];
    await act(async () => rerender(<List items={[1, 2, 3, 4, 6]} />));
    expect(Math.min(...commits)).toBeGreaterThanOrEqual(4);
    expect(texts(container)).toEqual(['1', '2', '3', '4', '6']);
  });
});

// The hint over a control (src/ui/Hint.tsx): MUI's Tooltip attached once the first screen is drawn, so a screen's
// first commit is one commit, not a second one run at once from the tooltip's own update.
import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tooltip } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint } from '../../../src/ui/Hint';
import { SETTLE_MS } from '../../../src/ui/afterFirstPaint';

afterEach(cleanup);

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 300)));

describe('Hint', () => {
  it('is drawn in one commit, where MUI’s Tooltip takes a second one at once', () => {
    const commits = { hint: 0, tooltip: 0 };
    render(
      <>
        <Profiler id="hint" onRender={() => (commits.hint += 1)}>
          <Hint title="Salir">
            <button aria-label="Salir">x</button>
          </Hint>
        </Profiler>
        <Profiler id="tooltip" onRender={() => (commits.tooltip += 1)}>
          <Tooltip title="Salir">
            <button aria-label="Salir">y</button>
          </Tooltip>
        </Profiler>
      </>,
    );
    expect(commits.tooltip).toBe(2);
    expect(commits.hint).toBe(1);
  });

  it('names the control by its own label at once, and shows the hint on hover once the screen is drawn', async () => {
    render(
      <Hint title="Un cocinero más">
        <button aria-label="Un cocinero más">+</button>
      </Hint>,
    );
    const control = screen.getByRole('button', { name: 'Un cocinero más' });
    fireEvent.mouseOver(control);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await settled();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Un cocinero más' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Un cocinero más');
  });

  it('keeps the focus on a control that has it when the hint is attached', async () => {
    render(
      <Hint title="Silenciar avisos">
        <span>
          <button aria-label="Silenciar avisos">!</button>
        </span>
      </Hint>,
    );
    const before = screen.getByRole('button', { name: 'Silenciar avisos' });
    before.focus();
    await settled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Silenciar avisos' })));
    expect(document.activeElement).not.toBe(document.body);
  });

  // last: once a first screen has settled (the tests above), the module knows it
  it('attaches a hint drawn after the first screen has settled at once', async () => {
    render(
      <Hint title="Salir">
        <button aria-label="Salir">x</button>
      </Hint>,
    );
    await settled();
    cleanup();
    render(
      <Hint title="Mis pedidos">
        <button aria-label="Mis pedidos">p</button>
      </Hint>,
    );
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Mis pedidos' }));
    expect((await screen.findByRole('tooltip', {}, { timeout: 400 })).textContent).toBe('Mis pedidos');
  });
});

/**
 * A hover and focus hint over a control: MUI's Tooltip, attached once the first screen is drawn. MUI's Tooltip
 * stores its child's element in state from a ref callback, an update during React's commit that React runs at once:
 * a second render, with every effect of the screen flushed ahead of it, in the first commit's own long task (one
 * hint on the customer's phone header, four on the kitchen board; docs/performance.md, "The board's first commit").
 * Until then the control is the same control without the hint; it carries its own `aria-label`, so its accessible
 * name never depends on the hint. If the control has the focus when the hint is attached, it keeps it. Once a first
 * screen has settled, a hint drawn later (the next screen, a control that gains a hint) is attached at once.
 */
import { cloneElement, startTransition, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from '@mui/material';
import { afterFirstScreen } from './afterFirstPaint';

type Child = ReactElement<{ ref?: React.Ref<HTMLElement> }>;

let firstScreenSettled = false;

export function Hint({ title, children }: { title: ReactNode; children: Child }) {
  const [attached, setAttached] = useState(() => firstScreenSettled);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (attached) return undefined;
    return afterFirstScreen(() => {
      firstScreenSettled = true;
      const focused = document.activeElement;
      refocus.current = !!focused && !!node.current?.contains(focused);
      startTransition(() => setAttached(true));
    });
  }, [attached]);
  useEffect(() => {
    if (!attached || !refocus.current) return;
    refocus.current = false;
    const target = node.current?.matches('button, a, [tabindex]')
      ? node.current
      : node.current?.querySelector<HTMLElement>('button, a, [tabindex]');
    target?.focus();
  }, [attached]);
  const child = cloneElement(children, { ref: node });
  return attached ? <Tooltip title={title}>{child}</Tooltip> : child;
}

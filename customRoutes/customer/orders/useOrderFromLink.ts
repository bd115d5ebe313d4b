/**
 * A notification's tap opens /pedidos?pedido=<id> (server/push/push-texts.ts, the 'listo' e-mail): once the
 * orders are on screen, that order's card is scrolled to the middle of the screen, outlined and focused
 * (marked `aria-current`), so the customer sees at once which order the notice was about. An id not in the
 * list (another account's, or gone) changes nothing.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme } from '@mui/material';

export const ORDER_LINK_PARAM = 'pedido';

export function useOrderFromLink(listShown: boolean): void {
  const { search } = useLocation();
  const theme = useTheme();
  const color = theme.palette.primary.main;
  useEffect(() => {
    if (!listShown) return;
    const id = new URLSearchParams(search).get(ORDER_LINK_PARAM);
    if (!id || !/^\d+$/.test(id)) return;
    const card = document.querySelector<HTMLElement>(`[data-order-id="${id}"]`);
    if (!card) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    card.style.outline = `3px solid ${color}`;
    card.style.outlineOffset = '2px';
    card.setAttribute('aria-current', 'true');
    if (!card.hasAttribute('tabindex')) card.tabIndex = -1;
    card.focus({ preventScroll: true });
    return () => {
      card.style.outline = '';
      card.style.outlineOffset = '';
      card.removeAttribute('aria-current');
    };
  }, [listShown, search, color]);
}

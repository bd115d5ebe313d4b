/**
 * The board's tickets side by side (one column on a phone, two from 600 px, three from 1 536 px), with the
 * tickets' static rules (OrderTicket.css) put in the page's head once, by React, the first time a grid is drawn.
 */
import { useMemo, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import ticketCss from './OrderTicket.css?inline';
import { ticketColors } from './ticketColors';

export function TicketGrid({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const colors = useMemo(() => ticketColors(theme), [theme]);
  return (
    <div className="ticket-grid" style={colors}>
      <style href="comedor-order-ticket" precedence="default">
        {ticketCss}
      </style>
      {children}
    </div>
  );
}

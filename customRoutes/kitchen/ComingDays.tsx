/**
 * Beside the board (which holds today's orders only): "Próximos días: 12 pedidos", the orders booked from
 * tomorrow to the booking horizon (GET orders/by-day, cancelled ones left out). A tap opens the count per day.
 * The board's event stream re-reads it when an order of a coming day arrives, changes or is cancelled
 * (usePendingOrders invalidates COMING_DAYS_KEY), so the kitchen never reloads to see it.
 */
import { memo, useId, useState } from 'react';
import { Button, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { comingDaysSummary } from '../../model/figures';
import { comingDaysQuery } from './boardQueries';
import type { Static } from 'typebox';
import type { SettingsResponse } from '../../model/responses';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { settingsQuery, useFormat } from '../../src/ui/useFormat';

export const ComingDays = memo(function ComingDays({ today }: { today: string }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const settings = useQuery(settingsQuery(dataProvider)).data as Partial<Static<typeof SettingsResponse>> | undefined;
  const { range, options } = comingDaysQuery(dataProvider, today, settings?.preorderDays);
  const query = useQuery(options);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  if (!range || !query.data) return null;
  const summary = comingDaysSummary(query.data);
  const label = `${translate('planning.coming.label')}: ${translate('planning.tomorrow.orders', { smart_count: summary.orders })}`;
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<EventNoteIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        sx={{ fontWeight: 700, textTransform: 'none', borderColor: 'divider', whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('planning.coming.label'), sx: { minWidth: 240 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
          {translate('planning.coming.label')}
        </Typography>
        {summary.days.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {translate('planning.coming.none')}
          </Typography>
        ) : (
          <List dense>
            {summary.days.map((d) => (
              <ListItem key={d.date}>
                <ListItemText
                  primary={translate('planning.coming.day', {
                    day: fmt.day(d.date, { weekday: 'long', day: 'numeric', month: 'short' }),
                    smart_count: d.orders,
                  })}
                  secondary={`${translate('planning.tomorrow.portions')}: ${d.portions}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
});

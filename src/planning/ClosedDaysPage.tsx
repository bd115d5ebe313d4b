/**
 * "Días cerrados" (issue 26, Administrador): the weekly rest days (saved as they are ticked) and single closed
 * dates such as holidays, added with a reason and opened again after a confirmation.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { ClosedDay } from '../../model/week-responses';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../ui/errorMessage';
import { settingsQuery, useFormat } from '../ui/useFormat';
import { planningKeys } from './useWeekMenu';
import { useRestaurantToday } from './useRestaurantToday';
import '../i18n/planningCatalog';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The coming closed days in order, then the past ones, latest first. */
const upcomingFirst = (days: ClosedDay[], today: string) => [
  ...days.filter((d) => d.date >= today),
  ...days.filter((d) => d.date < today).reverse(),
];

export function ClosedDaysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const fmt = useFormat();
  const today = useRestaurantToday();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const settings = useQuery({ ...settingsQuery(dataProvider), staleTime: 0 });
  const closed = useQuery({ queryKey: planningKeys.closedDays, queryFn: () => dataProvider.getClosedDays() });
  const [rest, setRest] = useState<number[] | null>(null);
  const restWeekdays = rest ?? (settings.data as { restWeekdays?: number[] } | undefined)?.restWeekdays ?? [];
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState<ClosedDay | null>(null);
  const dayText = (d: string) => fmt.day(d, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  const run = async (change: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: planningKeys.all });
      return true;
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (weekday: number, on: boolean) => {
    const next = on ? [...restWeekdays, weekday].sort() : restWeekdays.filter((d) => d !== weekday);
    const before = restWeekdays;
    setRest(next);
    void run(async () => {
      const saved = await dataProvider.setRestWeekdays(next);
      queryClient.setQueryData(queryKeys.settings, (old: object | undefined) => ({ ...old, ...saved }));
    }, translate('planning.closed.rest_saved')).then((ok) => !ok && setRest(before));
  };

  const add = async () => {
    const ok = await run(
      async () => {
        await dataProvider.addClosedDay(date, reason.trim());
      },
      translate('planning.closed.added', { date: dayText(date) }),
    );
    if (ok) {
      setDate('');
      setReason('');
    }
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('planning.closed.title')}
      </Typography>
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="rest-title">
          <CardContent>
            <Typography id="rest-title" variant="h6" component="h2">
              {translate('planning.closed.rest_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('planning.closed.rest_help')}
            </Typography>
            {settings.isPending ? (
              <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            ) : (
              <FormGroup row>
                {WEEKDAYS.map((weekday) => (
                  <FormControlLabel
                    key={weekday}
                    control={
                      <Checkbox
                        checked={restWeekdays.includes(weekday)}
                        disabled={busy}
                        onChange={(e) => toggle(weekday, e.target.checked)}
                      />
                    }
                    label={translate(`planning.weekdays.${weekday}`)}
                  />
                ))}
              </FormGroup>
            )}
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="dates-title">
          <CardContent>
            <Typography id="dates-title" variant="h6" component="h2">
              {translate('planning.closed.dates_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('planning.closed.dates_help')}
            </Typography>
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
              onSubmit={(e) => {
                e.preventDefault();
                if (date) void add();
              }}
            >
              <TextField
                type="date"
                size="small"
                label={translate('planning.closed.date')}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                required
              />
              <TextField
                size="small"
                label={translate('planning.closed.reason')}
                placeholder={translate('planning.closed.reason_placeholder')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 120 } }}
                sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
              />
              <Button type="submit" variant="contained" disabled={!date || busy}>
                {translate('planning.closed.add')}
              </Button>
            </Stack>
            {closed.error ? (
              <Alert severity="error">{errorMessage(closed.error, translate)}</Alert>
            ) : closed.isPending ? (
              <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            ) : closed.data.length === 0 ? (
              <Typography color="text.secondary">{translate('planning.closed.none')}</Typography>
            ) : (
              <List dense aria-labelledby="dates-title">
                {upcomingFirst(closed.data, today).map((day) => (
                  <ListItem
                    key={day.date}
                    divider
                    secondaryAction={
                      day.date >= today ? (
                        <IconButton
                          edge="end"
                          aria-label={translate('planning.closed.delete_title', { date: dayText(day.date) })}
                          onClick={() => setOpening(day)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      ) : undefined
                    }
                  >
                    <ListItemText
                      primary={<span style={{ textTransform: 'capitalize' }}>{dayText(day.date)}</span>}
                      secondary={
                        [day.reason, day.date < today ? translate('planning.closed.past') : ''].filter(Boolean).join(' · ') ||
                        undefined
                      }
                      sx={{ color: day.date < today ? 'text.disabled' : undefined }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Stack>
      <Confirm
        isOpen={opening !== null}
        loading={busy}
        title={translate('planning.closed.delete_title', { date: opening ? dayText(opening.date) : '' })}
        content={translate('planning.closed.delete_confirm')}
        confirm={translate('planning.closed.delete')}
        onConfirm={async () => {
          const day = opening;
          setOpening(null);
          if (day)
            await run(
              () => dataProvider.removeClosedDay(day.date),
              translate('planning.closed.deleted', { date: dayText(day.date) }),
            );
        }}
        onClose={() => setOpening(null)}
      />
    </Box>
  );
}

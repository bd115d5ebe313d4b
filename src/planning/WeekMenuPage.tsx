/**
 * "Menú semanal" (issue 26), for the Administrador (admin area) and the Encargado (kitchen app): the week in the
 * URL (?semana=YYYY-MM-DD, its Monday), portions edited in place, a day planned or taken back to its usual
 * menu, the previous week or one day copied.
 */
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { addDays, isCalendarDate, mondayOf } from '../../model/calendar';
import type { DayMenu } from '../../model/week-responses';
import { errorMessage } from '../ui/errorMessage';
import { useFormat } from '../ui/useFormat';
import { CopyDayDialog } from './CopyDayDialog';
import { useRestaurantToday } from './useRestaurantToday';
import { useWeekMenu } from './useWeekMenu';
import { WeekGrid } from './WeekGrid';
import '../i18n/planningCatalog';

export const WEEK_PARAM = 'semana';

export function WeekMenuPage({ closedDaysPath }: { closedDaysPath?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fmt = useFormat();
  const today = useRestaurantToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get(WEEK_PARAM) ?? '';
  const monday = mondayOf(isCalendarDate(asked) ? asked : today);
  const { week, dishes, planDay, unplanDay, copy } = useWeekMenu(monday);
  const [confirm, setConfirm] = useState<{ kind: 'copy_week' } | { kind: 'unplan'; day: DayMenu } | null>(null);
  const [copyingDay, setCopyingDay] = useState(false);
  const [busy, setBusy] = useState(false);

  const goTo = (date: string) => setParams({ [WEEK_PARAM]: mondayOf(date) });
  const dayText = (date: string) => fmt.day(date, { weekday: 'long', day: 'numeric', month: 'long' });

  /** Runs a change, says so, and answers whether it went through. */
  const run = async (change: () => Promise<void>, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      if (done) notify(done, { type: 'success' });
      return true;
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = (day: DayMenu, dishId: number, portions: number | null) => {
    const others = day.dishes.filter((d) => d.dishId !== dishId).map((d) => ({ dishId: d.dishId, portions: d.portions }));
    const plan = portions === null ? others : [...others, { dishId, portions }];
    return run(() => planDay(day.date, plan), translate('planning.week.saved'));
  };
  const plan = (day: DayMenu) =>
    void run(
      () =>
        planDay(
          day.date,
          day.dishes.map((d) => ({ dishId: d.dishId, portions: d.portions })),
        ),
      translate('planning.week.plan_done', { date: dayText(day.date) }),
    );

  const previousMonday = addDays(monday, -7);
  const days = week.data ?? [];
  const activeDishes = dishes.data ?? [];

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate('planning.week.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('planning.week.range', {
              from: fmt.day(monday, { day: 'numeric', month: 'long' }),
              to: fmt.day(addDays(monday, 6), { day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={() => goTo(previousMonday)} startIcon={<ChevronLeftIcon />} variant="outlined" size="small">
            {translate('planning.week.previous')}
          </Button>
          <Button onClick={() => goTo(today)} variant="outlined" size="small" disabled={monday === mondayOf(today)}>
            {translate('planning.week.current')}
          </Button>
          <Button onClick={() => goTo(addDays(monday, 7))} endIcon={<ChevronRightIcon />} variant="outlined" size="small">
            {translate('planning.week.next')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<ContentCopyIcon />}
          disabled={busy}
          onClick={() => setConfirm({ kind: 'copy_week' })}
        >
          {translate('planning.week.copy_week')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon />}
          disabled={busy}
          onClick={() => setCopyingDay(true)}
        >
          {translate('planning.week.copy_day')}
        </Button>
        {closedDaysPath && (
          <Button component={Link} to={closedDaysPath} size="small" startIcon={<EventBusyIcon />}>
            {translate('planning.week.closed_days_link')}
          </Button>
        )}
      </Stack>
      {(week.error || dishes.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('planning.week.load_error', { message: errorMessage(week.error ?? dishes.error, translate) })}
        </Alert>
      )}
      {week.isPending || dishes.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      ) : activeDishes.length === 0 ? (
        <Alert severity="info">{translate('planning.week.empty')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('planning.week.hint')}
          </Typography>
          <WeekGrid
            days={days}
            dishes={activeDishes}
            today={today}
            onSave={save}
            onPlan={plan}
            onUnplan={(day) => setConfirm({ kind: 'unplan', day })}
          />
        </>
      )}
      <Confirm
        isOpen={confirm !== null}
        loading={busy}
        title={confirm?.kind === 'unplan' ? translate('planning.week.unplan_title') : translate('planning.week.copy_week_title')}
        content={
          confirm?.kind === 'unplan'
            ? translate('planning.week.unplan_confirm', { date: dayText(confirm.day.date) })
            : translate('planning.week.copy_week_confirm', {
                from: fmt.day(previousMonday, { day: 'numeric', month: 'long' }),
                to: fmt.day(addDays(previousMonday, 6), { day: 'numeric', month: 'long' }),
              })
        }
        confirm={confirm?.kind === 'unplan' ? translate('planning.week.unplan') : translate('planning.week.copy')}
        onConfirm={async () => {
          const current = confirm;
          setConfirm(null);
          if (current?.kind === 'unplan')
            await run(
              () => unplanDay(current.day.date),
              translate('planning.week.unplan_done', { date: dayText(current.day.date) }),
            );
          else await run(() => copy(previousMonday, monday, 'week'), translate('planning.week.copy_week_done'));
        }}
        onClose={() => setConfirm(null)}
      />
      <CopyDayDialog
        open={copyingDay}
        monday={monday}
        today={today}
        busy={busy}
        onClose={() => setCopyingDay(false)}
        onCopy={async (from, to) => {
          if (await run(() => copy(from, to, 'day'), translate('planning.week.copy_day_done', { date: dayText(to) })))
            setCopyingDay(false);
        }}
      />
    </Box>
  );
}

/**
 * /sobras, "Sobras del día" (issue 27 point 3): at the end of service the kitchen enters per dish what was left
 * and why, on a tablet. The day is today (the restaurant's date) unless `?fecha=` names an earlier one; its dishes
 * are those offered or ordered that day (GET kitchen/leftovers), each a LeftoverCard saved as typed.
 */
import { Alert, Box, Button, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate } from '../../model/calendar';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../src/ui/errorMessage';
import { useFormat } from '../../src/ui/useFormat';
import { LeftoverCard } from './LeftoverCard';
import { useLocalClock } from './useLocalClock';
import { useLeftoverSaves } from './useLeftoverSaves';

export function LeftoversPage() {
  const translate = useTranslate();
  const fmt = useFormat();
  const { today } = useLocalClock();
  const [params, setParams] = useSearchParams();
  const asked = params.get('fecha');
  const date = asked && isCalendarDate(asked) && asked <= today ? asked : today;
  const pick = (value: string) => setParams(value && value !== today ? { fecha: value } : {}, { replace: true });

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {translate('kitchen.leftovers.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            type="date"
            label={translate('kitchen.leftovers.date')}
            value={date}
            onChange={(e) => pick(e.target.value)}
            slotProps={{ htmlInput: { max: today, style: { minHeight: 40, fontSize: '1.1rem' } }, inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" size="large" disabled={date === today} onClick={() => pick(today)} sx={{ minHeight: 56 }}>
            {translate('kitchen.leftovers.today')}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {fmt.day(date, { weekday: 'long', day: 'numeric', month: 'long' })} · {translate('kitchen.leftovers.hint')}
      </Typography>
      {/* A new date is a new set of entries: its saves and typed values start afresh. */}
      <LeftoverDishes key={date} date={date} />
    </Box>
  );
}

function LeftoverDishes({ date }: { date: string }) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const saves = useLeftoverSaves(date);
  const day = useQuery({
    queryKey: queryKeys.waste.leftovers(date),
    queryFn: () => dataProvider.getLeftovers(date),
    // What is on screen is what the cook typed: a refetch must not reset the cards under their fingers.
    staleTime: Infinity,
  });
  if (day.isError)
    return (
      <Alert severity="error">{translate('kitchen.leftovers.load_error', { message: errorMessage(day.error, translate) })}</Alert>
    );
  if (!day.data) return <Skeleton variant="rounded" height={320} />;
  if (!day.data.dishes.length)
    return <Alert severity="info">{translate(day.data.open ? 'kitchen.leftovers.none' : 'kitchen.leftovers.closed')}</Alert>;
  return (
    <Grid container spacing={2}>
      {day.data.dishes.map((dish) => (
        <Grid key={dish.dishId} size={{ xs: 12, md: 6 }}>
          <LeftoverCard dish={dish} save={saves.schedule} retry={saves.retry} stateOf={saves.stateOf} />
        </Grid>
      ))}
    </Grid>
  );
}

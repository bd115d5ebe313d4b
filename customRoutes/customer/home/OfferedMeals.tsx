/**
 * "Menús que ceden tus compañeros" (issue 26 point 5): the meals other customers offer on a date (the home's chosen
 * day; today without one), each with the viewer's own allergen warnings and "Quedármelo"; the first to take one
 * owns it. A meal of another day than today names its day ("Menú del jueves 3 a las 13:30"). Nothing when none
 * is offered.
 * The list lives under the customer's orders key, so any order event (a colleague's offer reaches every other
 * stream as `queue.changed`) re-reads it.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import type { OfferedMeal } from '../../../model/week-responses';
import { errorMessage } from '../../../src/ui/errorMessage';
import { useFormat } from '../../../src/ui/useFormat';
import { AllergenWarning } from '../dishes/AllergenWarning';
import { useDayWords } from '../day/useDayWords';
import { ORDERS_FRESH_MS } from '../orders/myOrdersQuery';
import { clockIn } from '../../../model/zonedTime';

export const offeredMealsKey = (date: string) => [...queryKeys.customer.orders, 'offered', date] as const;

/**
 * The meals offered on `date`; without one, today's, asked without a date (the request the page's first script
 * makes, dataProvider/http/earlyRequests.ts).
 */
export function offeredMealsQuery(dataProvider: ComedorDataProvider, date?: string) {
  return queryOptions({
    queryKey: offeredMealsKey(date ?? 'today'),
    queryFn: () => dataProvider.getOfferedMeals(date),
    refetchInterval: 60_000,
    staleTime: ORDERS_FRESH_MS,
  });
}

export function OfferedMeals({ date }: { date?: string }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const today = clockIn(new Date(), fmt.timeZone).date;
  const meals = useQuery(offeredMealsQuery(dataProvider, date));
  if (!meals.data?.length) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="offered-meals-title"
      elevation={2}
      sx={{ p: { xs: 2, md: 3 }, mb: 3, borderRadius: 4 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <VolunteerActivismIcon color="primary" />
        <Typography id="offered-meals-title" variant="h2">
          {translate('customer.sharing.section_title')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('customer.sharing.section_hint')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {meals.data.map((meal) => (
          <OfferedMealItem key={meal.id} meal={meal} today={today} />
        ))}
      </Box>
    </Paper>
  );
}

function OfferedMealItem({ meal, today }: { meal: OfferedMeal; today: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const words = useDayWords(today);
  const title =
    meal.pickupDate === today
      ? translate('customer.sharing.meal_title', { hour: meal.pickupHour })
      : translate('customer.journey.meal_title_day', { day: words.weekdayAndDay(meal.pickupDate), hour: meal.pickupHour });
  const take = useMutation({
    mutationFn: () => dataProvider.takeMeal(meal.id),
    onSuccess: (order) => {
      notify('customer.sharing.taken', {
        type: 'success',
        messageArgs: { hour: order.pickupHour, number: order.number },
        autoHideDuration: 10_000,
      });
    },
    onError: (e: Error) =>
      notify('customer.sharing.failed', { type: 'error', messageArgs: { message: errorMessage(e, translate) } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
    },
  });
  return (
    <Box
      component="li"
      aria-label={title}
      sx={{
        borderLeft: '5px solid',
        borderLeftColor: 'warning.main',
        pl: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
      }}
    >
      <Typography sx={{ fontWeight: 900, fontSize: '1.1rem' }}>{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {meal.lines.map((l) => (
          <li key={l.dishId}>{translate('customer.orders.line', { quantity: l.quantity, name: l.name })}</li>
        ))}
      </Box>
      <Typography sx={{ fontWeight: 800 }}>{translate('customer.orders.total', { total: fmt.money(meal.total) })}</Typography>
      <AllergenWarning allergens={meal.allergenWarnings.map((a) => ({ ...a, image: '' }))} />
      <Box>
        <Button
          variant="contained"
          aria-label={translate('customer.sharing.take_named', { hour: meal.pickupHour })}
          disabled={take.isPending}
          onClick={() => take.mutate()}
        >
          {translate('customer.sharing.take')}
        </Button>
      </Box>
    </Box>
  );
}

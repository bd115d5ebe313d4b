/**
 * The customer's home (/board-user, /inicio): a greeting, "Última hora" (today's portions left after the cut-off,
 * when any), "¿Para qué día?", today's orders (when any), the meals
 * colleagues offer on the chosen day (when any) and the four carousels of the spec, with the chosen day's dishes.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ComedorDataProvider } from '../../../dataProvider';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import type { FirstData } from '../../../src/ui/firstData';
import { HOME_CAROUSELS } from '../../../dataProvider/http/earlyRequests';
import { DishCarousel } from './DishCarousel';
import { TodayOrders } from './TodayOrders';
import { OfferedMeals, offeredMealsQuery } from './OfferedMeals';
import { LastMinute, lastMinuteQuery, useLastMinute } from './LastMinute';
import { PATHS } from '../../../model/paths';
import { meQuery } from '../../../src/ui/meQuery';
import { settingsQuery } from '../../../src/ui/useFormat';
import { dishesQuery } from '../dishes/useDishes';
import { myAllergensQuery } from '../dishes/useMyAllergens';
import { myUpcomingOrdersQuery } from '../orders/myOrdersQuery';
import { useCustomerId } from '../useCustomerId';
import { useFirstVisitData } from '../../shared/useFirstVisitData';
import { DayBar } from '../day/DayBar';
import { calendarQuery } from '../day/calendarQuery';
import { useChosenDay } from '../day/useChosenDay';
import { PageLoading } from '../../../src/ui/PageLoading';
import { useReveal } from '../../../src/ui/useReveal';

const TITLES: Record<number, string> = {
  3: 'customer.home.starters',
  2: 'customer.home.seconds',
  5: 'customer.home.drinks',
  4: 'customer.home.desserts',
};

/** Everything the home draws from on the chosen day (null: today, what the page's first script asks early). */
function loadHome(queryClient: QueryClient, dataProvider: ComedorDataProvider, userId: number, menuDate: string | null) {
  return [
    ...HOME_CAROUSELS.map((c) => queryClient.ensureQueryData(dishesQuery(dataProvider, c.category, menuDate))),
    queryClient.ensureQueryData(meQuery(dataProvider)),
    ...(userId > 0 ? [queryClient.ensureQueryData(myAllergensQuery(dataProvider, userId))] : []),
    queryClient.ensureQueryData(settingsQuery(dataProvider)),
    queryClient.ensureQueryData(myUpcomingOrdersQuery(dataProvider)),
    // what may appear above the carousels: drawn with the rest, nothing moves down a moment later
    ...(menuDate === null ? [queryClient.ensureQueryData(lastMinuteQuery(dataProvider))] : []),
    queryClient.ensureQueryData(calendarQuery(dataProvider)),
    queryClient.ensureQueryData(offeredMealsQuery(dataProvider, menuDate ?? undefined)),
  ];
}

/** a page load draws the home with today's dishes, in the app's first commit (src/ui/firstData.ts) */
export const firstData: FirstData = ({ queryClient, dataProvider, userId }) => loadHome(queryClient, dataProvider, userId, null);

export function HomePage() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const userId = useCustomerId();
  const { menuDate } = useChosenDay();
  // a reload draws the home once, with the answers the page's first script asked for (useFirstVisitData)
  const ready = useFirstVisitData((queryClient) => loadHome(queryClient, dataProvider, userId, menuDate));
  const me = useQuery(meQuery(dataProvider));
  if (!ready) return <PageLoading />;
  return (
    <>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, md: 4 },
          mb: 3,
          borderRadius: 5,
          color: '#3b2412',
          background: 'linear-gradient(120deg, #ffd99a 0%, #f7b267 55%, #f4845f 100%)',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1">
            {me.data
              ? translate('customer.home.greeting', { name: me.data.name })
              : translate('customer.home.greeting_anonymous')}
          </Typography>
          <Typography sx={{ mt: 0.5, fontSize: '1.05rem' }}>{translate('customer.home.subtitle')}</Typography>
        </Box>
        <Button component={RouterLink} to={PATHS.menu} variant="contained" size="large" startIcon={<RestaurantMenuIcon />}>
          {translate('customer.home.build_menu')}
        </Button>
      </Paper>
      <LastMinute />
      <DayBar />
      <TodayOrders />
      <OfferedMeals date={menuDate ?? undefined} />
      <Carousels />
    </>
  );
}

/**
 * The four carousels, the first drawn with the home and each of the others in a commit of its own (useReveal). The
 * first one's photos load first only when no "Última hora" is drawn above it (it is then below a phone's screen).
 */
function Carousels() {
  const translate = useTranslate();
  const { shown } = useReveal(HOME_CAROUSELS.length, 1, 1);
  const lastMinuteFirst = useLastMinute() !== null;
  return HOME_CAROUSELS.slice(0, shown).map((c) => (
    <DishCarousel
      key={c.category}
      title={translate(TITLES[c.category])}
      category={c.category}
      photosFirst={lastMinuteFirst ? 0 : c.photosFirst}
    />
  ));
}

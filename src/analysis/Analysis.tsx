/**
 * 'Información y Análisis' (/analysis-list-admin), from GET stats/analysis, every order counted on its pick-up day
 * (said on the screen; bookings for coming days are counted apart): the last 7 pick-up days' trends chart with
 * percentages, total orders, the revenue of the chosen period (finished orders only, model/figures.ts), the top 6
 * dishes with counts, the kitchen's times per day (order → 'listo' → collected) and the latest 5 complaints, with
 * "Responder" on the unanswered ones and "Ver respuesta" on the others.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { errorMessage } from '../ui/errorMessage';
import { useFormat } from '../ui/useFormat';
import { KitchenTimes } from './KitchenTimes';
import { DeliveryFiguresCard } from './DeliveryFiguresCard';
import { WasteCard } from './WasteCard';
import { ForecastAccuracyCard } from './ForecastAccuracyCard';
import { complaintAnswerPath } from '../../model/paths';
import { DEFAULT_FIGURE_PERIOD, FIGURE_PERIODS, lastWeekDays, type FigurePeriod } from '../../model/figures';
import { useRestaurantToday } from '../planning/useRestaurantToday';

const TrendsChart = lazy(() => import('./TrendsChart').then((m) => ({ default: m.TrendsChart })));

export function Analysis() {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const [period, setPeriod] = useState<FigurePeriod>(DEFAULT_FIGURE_PERIOD);
  const today = useRestaurantToday();
  const { data, error, isPending } = useQuery({
    queryKey: [...queryKeys.admin.analysis, period],
    queryFn: () => dataProvider.getAnalysis(period),
    placeholderData: (previous) => previous,
  });
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('comedor.common.error', { message: errorMessage(error) })}
      </Alert>
    );
  if (isPending) return <Skeleton variant="rounded" height={420} sx={{ m: 2 }} />;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('admin.analysis.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('admin.analysis.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('admin.analysis.trends')}
              </Typography>
              {data.weekTrends.length === 0 ? (
                <Typography color="text.secondary">{translate('admin.analysis.no_week_orders')}</Typography>
              ) : (
                <>
                  <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                    <TrendsChart trends={data.weekTrends} label={translate('admin.analysis.portions')} />
                  </Suspense>
                  <List dense aria-label={translate('admin.analysis.trends')}>
                    {data.weekTrends.map((t) => (
                      <ListItem key={t.dishId}>
                        <ListItemText
                          primary={`${t.name}: ${fmt.percent(t.percent)}`}
                          secondary={translate('admin.analysis.count', { smart_count: t.count })}
                        />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('admin.analysis.orders')}
              </Typography>
              <Typography>{translate('admin.analysis.total_orders', { count: data.totalOrders })}</Typography>
              <Typography>{translate('admin.analysis.week_orders', { count: data.weekOrders })}</Typography>
              <Typography>{translate('admin.week.booked_ahead', { smart_count: data.bookedAhead })}</Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {translate('admin.week.by_pickup')}{' '}
                {translate('admin.week.week_days', {
                  from: fmt.day(lastWeekDays(today).from, { day: 'numeric', month: 'long' }),
                  to: fmt.day(lastWeekDays(today).to, { day: 'numeric', month: 'long' }),
                })}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={period}
                onChange={(_e, value: FigurePeriod | null) => value && setPeriod(value)}
                aria-label={translate('admin.analysis.period')}
                sx={{ my: 1, flexWrap: 'wrap' }}
              >
                {FIGURE_PERIODS.map((p) => (
                  <ToggleButton key={p} value={p}>
                    {translate(`admin.analysis.periods.${p}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Typography role="status">
                {translate('admin.analysis.revenue', {
                  period: translate(`admin.analysis.periods.${data.period}`),
                  amount: fmt.money(data.revenue),
                })}{' '}
                ({translate('admin.analysis.revenue_orders', { smart_count: data.revenueOrders })})
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('admin.analysis.revenue_hint')}
              </Typography>
              <Typography variant="subtitle1" component="h3">
                {translate('admin.analysis.top')}
              </Typography>
              <List dense>
                {data.topDishes.slice(0, 6).map((d, i) => (
                  <ListItem key={d.dishId} divider>
                    <ListItemText primary={`${i + 1}. ${d.name}`} />
                    <Typography variant="body2">{translate('admin.analysis.count', { smart_count: d.count })}</Typography>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <KitchenTimes days={data.kitchenTimes} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DeliveryFiguresCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ForecastAccuracyCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <WasteCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('admin.analysis.complaints')}
              </Typography>
              <List>
                {data.latestComplaints.slice(0, 5).map((c) => (
                  <ListItem
                    key={c.id}
                    divider
                    secondaryAction={
                      <Button
                        size="small"
                        variant={c.answer ? 'text' : 'outlined'}
                        component={Link}
                        to={complaintAnswerPath(c.id)}
                      >
                        {translate(c.answer ? 'admin.analysis.view_answer' : 'admin.analysis.answer')}
                      </Button>
                    }
                  >
                    <ListItemText
                      sx={{ pr: 17 }}
                      primary={`${c.sender.name} ${c.sender.surname} · ${fmt.dateTime(c.dateSend, 'long')}`}
                      secondary={c.message}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

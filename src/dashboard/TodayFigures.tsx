/**
 * The dashboard's "Hoy" card: today's orders, revenue, pending and late orders (GET stats/dashboard `today`;
 * model/figures.ts says what each counts). Tomorrow's bookings have their own card beside it (TomorrowFigures).
 */
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '../../model/entities';
import { useFormat } from '../ui/useFormat';

export function TodayFigures({ today }: { today: DashboardFigures['today'] | undefined }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const figures = [
    { key: 'today_orders', value: today?.orders },
    { key: 'today_revenue', value: today === undefined ? undefined : fmt.money(today.revenue) },
    { key: 'today_pending', value: today?.pending },
    { key: 'today_late', value: today?.late, alert: (today?.late ?? 0) > 0 },
  ];
  return (
    <Card component="section" aria-labelledby="dashboard-today" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="dashboard-today" variant="h6" component="h2">
          {translate('admin.dashboard.today')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 1 }}>
          {figures.map((f) => (
            <Stack key={f.key} role="group" aria-label={translate(`admin.dashboard.${f.key}`)}>
              <Typography variant="subtitle2" component="p" color="text.secondary">
                {translate(`admin.dashboard.${f.key}`)}
              </Typography>
              {f.value === undefined ? (
                <Skeleton width={60} height={40} />
              ) : (
                <Typography variant="h4" component="p" color={f.alert ? 'error.main' : undefined}>
                  {f.value}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('admin.dashboard.today_hint')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's "Mañana" card, beside "Hoy": tomorrow's booked orders ("Reservas para mañana") and portions,
 * the most booked dishes, and a warning when the canteen is closed tomorrow (GET stats/dashboard `tomorrow`;
 * cancelled orders count nowhere). It leads to the week's menu, where tomorrow is planned.
 */
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '../../model/entities';
import { PATHS } from '../../model/paths';
import { useFormat } from '../ui/useFormat';

export function TomorrowFigures({ tomorrow }: { tomorrow: DashboardFigures['tomorrow'] | undefined }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const figures = [
    { key: 'admin.dashboard.tomorrow', value: tomorrow?.orders },
    { key: 'planning.tomorrow.portions', value: tomorrow?.portions },
  ];
  const reason = tomorrow && (tomorrow.closedReason ?? translate('admin.week.rest_day'));
  return (
    <Card component="section" aria-labelledby="dashboard-tomorrow" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="dashboard-tomorrow" variant="h6" component="h2">
          {translate('planning.tomorrow.title')}
        </Typography>
        {tomorrow && (
          <Typography variant="body2" color="text.secondary">
            {fmt.day(tomorrow.date, { weekday: 'long', day: 'numeric', month: 'long' })}
          </Typography>
        )}
        {tomorrow && !tomorrow.open && (
          <Alert severity={tomorrow.orders > 0 ? 'warning' : 'info'} sx={{ my: 1 }}>
            {translate(tomorrow.orders > 0 ? 'admin.week.tomorrow_closed_bookings' : 'admin.week.tomorrow_closed', { reason })}
          </Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 1 }}>
          {figures.map((f) => (
            <Stack key={f.key} role="group" aria-label={translate(f.key)}>
              <Typography variant="subtitle2" component="p" color="text.secondary">
                {translate(f.key)}
              </Typography>
              {f.value === undefined ? (
                <Skeleton width={60} height={40} />
              ) : (
                <Typography variant="h4" component="p">
                  {f.value}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
        {tomorrow && (tomorrow.open || tomorrow.portions > 0) && (
          <Box>
            {tomorrow.dishes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('admin.week.tomorrow_none')}
              </Typography>
            ) : (
              <>
                <Typography variant="subtitle2" component="h3" color="text.secondary">
                  {translate('admin.week.tomorrow_top')}
                </Typography>
                <List dense disablePadding aria-label={translate('admin.week.tomorrow_top')}>
                  {tomorrow.dishes.map((d) => (
                    <ListItem key={d.dishId} disableGutters sx={{ py: 0 }}>
                      <ListItemText primary={translate('admin.week.tomorrow_dish', { name: d.name, smart_count: d.portions })} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('admin.week.tomorrow_hint')}
          </Typography>
          <Button component={Link} to={PATHS.weekMenu} size="small">
            {translate('admin.week.plan')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /board-admin and /dashboard-admin: today's and tomorrow's figures side by side, then live counters leading to analysis, support, users,
 * dishes, orders and rewards.
 */
import { Alert, Box, Grid, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Title, useTranslate } from 'react-admin';
import { errorMessage } from '../ui/errorMessage';
import { FigureCard } from './FigureCard';
import { TodayFigures } from './TodayFigures';
import { TomorrowFigures } from './TomorrowFigures';
import { useDashboard } from './useDashboard';
import { PATHS } from '../../model/paths';

export function Dashboard() {
  const translate = useTranslate();
  const { data, error } = useDashboard();
  const cards = [
    { to: PATHS.adminOrders, icon: <ReceiptLongIcon fontSize="inherit" />, key: 'pending_orders', value: data?.pendingOrders },
    { to: PATHS.complaints, icon: <SupportAgentIcon fontSize="inherit" />, key: 'complaints', value: data?.unansweredComplaints },
    { to: PATHS.userManagement, icon: <PeopleIcon fontSize="inherit" />, key: 'users', value: data?.users },
    { to: PATHS.dishManagement, icon: <RestaurantMenuIcon fontSize="inherit" />, key: 'dishes', value: data?.dishes },
    { to: PATHS.rewardManagement, icon: <EmojiEventsIcon fontSize="inherit" />, key: 'rewards', value: data?.rewards },
    { to: PATHS.analysis, icon: <BarChartIcon fontSize="inherit" />, key: 'analysis', value: null },
  ];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('admin.dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('admin.dashboard.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('comedor.common.error', { message: errorMessage(error) })}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TodayFigures today={data?.today} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TomorrowFigures tomorrow={data?.tomorrow} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        {cards.map((c) => (
          <Grid key={c.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <FigureCard
              to={c.to}
              icon={c.icon}
              title={translate(`admin.dashboard.${c.key}`)}
              value={c.value}
              caption={translate(`admin.dashboard.${c.key}_caption`)}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

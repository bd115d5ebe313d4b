/** /list (any logged-in role): the reward cards; only an Administrador can edit them. */
import { Alert, Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import type { Reward } from '../../model/entities';
import { ADMIN } from '../../model/roles';
import { getSession } from '../../dataProvider/http/session';
import { errorMessage } from '../ui/errorMessage';
import { RewardCard } from './RewardCard';
import '../i18n/adminCatalog';

export function RewardCardPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const isAdmin = getSession()?.role === ADMIN;
  const { data, isPending, error } = useGetList<Reward>('rewards', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'cost', order: 'ASC' },
  });
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/')} sx={{ mb: 1 }}>
        {translate('admin.rewards.back_home')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {translate('admin.rewards.card_title')}
      </Typography>
      {error && <Alert severity="error">{translate('comedor.common.error', { message: errorMessage(error) })}</Alert>}
      <Grid container spacing={2}>
        {isPending
          ? [0, 1].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={200} />
              </Grid>
            ))
          : data?.map((reward) => (
              <Grid key={reward.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <RewardCard reward={reward} editable={isAdmin} deletable={false} />
              </Grid>
            ))}
      </Grid>
    </Box>
  );
}

/** 'Gestión de premios' (/rewarmanagement-madm-admin): reward cards editable inline, a new one, deletion. */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Title, useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { Reward } from '../../model/entities';
import { errorMessage } from '../ui/errorMessage';
import { RewardCard } from './RewardCard';
import { RewardEditor, type RewardDraft } from './RewardEditor';
import { PATHS } from '../../model/paths';

const EMPTY: RewardDraft = { name: '', description: '', image: null, cost: 0, repeatable: false };

export function RewardManagement() {
  const translate = useTranslate();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const { data, isPending, error } = useGetList<Reward>('rewards', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'cost', order: 'ASC' },
  });
  const [create, { isPending: creating }] = useCreate<Reward>();

  function save(draft: RewardDraft) {
    void create(
      'rewards',
      { data: draft },
      {
        onSuccess: () => {
          setAdding(false);
          notify('admin.rewards.created', { type: 'success' });
        },
        onError: (e) => notify('admin.rewards.create_failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
      },
    );
  }

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('admin.rewards.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('admin.rewards.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={PATHS.rewardsUserMode}>
            {translate('admin.rewards.user_mode')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={adding}>
            {translate('admin.rewards.add')}
          </Button>
        </Stack>
      </Stack>
      {error && <Alert severity="error">{translate('comedor.common.error', { message: errorMessage(error) })}</Alert>}
      <Grid container spacing={2}>
        {adding && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {translate('admin.rewards.new')}
                </Typography>
                <RewardEditor initial={EMPTY} busy={creating} onSave={save} onCancel={() => setAdding(false)} />
              </CardContent>
            </Card>
          </Grid>
        )}
        {isPending
          ? [0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))
          : data?.map((reward) => (
              <Grid key={reward.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <RewardCard reward={reward} editable />
              </Grid>
            ))}
      </Grid>
      {!isPending && !error && data?.length === 0 && (
        <Typography color="text.secondary">{translate('admin.rewards.empty')}</Typography>
      )}
    </Box>
  );
}

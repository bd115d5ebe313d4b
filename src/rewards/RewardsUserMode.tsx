/**
 * /rewarmanagement-musr-admin: the rewards as a customer sees them, for the signed-in administrator: banner
 * with photo, name and points, every reward with 'Canjear', and the real level and progress (model/levels).
 * A disabled 'Canjear' says why (model/redemptions.ts redeemBlock): level too low, already redeemed and not
 * repeatable, or the points to spend missing. A redemption shows its code.
 */
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { levelFor } from '../../model/levels';
import { redeemBlock, type RedeemBlock } from '../../model/redemptions';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { errorMessage } from '../ui/errorMessage';
import { PATHS } from '../../model/paths';
import { meQuery } from '../ui/meQuery';

export function RewardsUserMode() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery(dataProvider));
  const links = useQuery({
    queryKey: queryKeys.userRewards(me.data?.id ?? 0),
    enabled: !!me.data,
    queryFn: () => dataProvider.getUserRewards(me.data!.id),
  });
  const balance = useQuery({
    queryKey: queryKeys.rewardBalance(me.data?.id ?? 0),
    enabled: !!me.data,
    queryFn: () => dataProvider.getRewardBalance(me.data!.id),
  });
  const redeem = useMutation({
    mutationFn: (id: number) => dataProvider.redeemReward(id),
    onSuccess: (link) => {
      notify('admin.rewards.redeemed_code', {
        type: 'success',
        messageArgs: { code: link.lastRedemption?.code ?? '' },
        autoHideDuration: 15_000,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.rewardLists });
    },
    onError: (e) => notify('admin.rewards.redeem_failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
  });

  const error = me.error ?? links.error ?? balance.error;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('comedor.common.error', { message: errorMessage(error) })}
      </Alert>
    );
  if (!me.data || !links.data || !balance.data) return <Skeleton variant="rounded" height={360} sx={{ m: 2 }} />;
  const user = me.data;
  const points = balance.data;
  const why = (block: RedeemBlock): string =>
    block.reason === 'locked'
      ? translate('admin.rewards.why_locked', { cost: block.cost })
      : block.reason === 'redeemed'
        ? translate('admin.rewards.why_redeemed')
        : translate('admin.rewards.why_balance', { smart_count: block.missing });
  const level = levelFor(
    points.earned,
    links.data.map((l) => l.idRewards),
  );

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('admin.rewards.user_title')} />
      <Card sx={{ mb: 2, background: 'linear-gradient(90deg, #c2410c, #f59e0b)', color: '#fff' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={imageUrl(user.image)} alt={user.name} sx={{ width: 72, height: 72 }} />
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h1">{`${user.name} ${user.surname}`}</Typography>
              <Typography>{translate('admin.rewards.points_total', { points: points.earned })}</Typography>
            </Box>
            <Button
              component={Link}
              to={PATHS.rewardManagement}
              variant="contained"
              color="inherit"
              sx={{ color: 'primary.main' }}
            >
              {translate('admin.rewards.admin_mode')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={2}>
            {links.data.map((link) => {
              const block = redeemBlock({
                earned: points.earned,
                balance: points.balance,
                cost: link.idRewards.cost,
                repeatable: link.idRewards.repeatable,
                timesRedeemed: link.timesRedeemed,
              });
              const reasonId = `redeem-why-${link.id}`;
              return (
                <Grid key={link.id} size={{ xs: 12, sm: 6 }}>
                  <Card component="article" aria-label={link.idRewards.name} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {link.idRewards.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {link.idRewards.description}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
                        <Typography variant="body2">{translate('admin.rewards.cost', { cost: link.idRewards.cost })}</Typography>
                        {link.idRewards.repeatable && <Chip size="small" label={translate('admin.rewards.repeatable')} />}
                      </Stack>
                      {link.lastRedemption && (
                        <Typography variant="body2" sx={{ mb: 1, fontWeight: 700 }}>
                          {translate('admin.rewards.code', { code: link.lastRedemption.code })}
                        </Typography>
                      )}
                      <Button
                        variant="contained"
                        size="small"
                        disabled={block !== null || redeem.isPending}
                        onClick={() => redeem.mutate(link.id)}
                        aria-describedby={block ? reasonId : undefined}
                      >
                        {translate(block?.reason === 'redeemed' ? 'admin.rewards.redeemed_label' : 'admin.rewards.redeem')}
                      </Button>
                      {block && (
                        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                          {why(block)}
                        </Typography>
                      )}
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="aside" aria-label={translate('admin.rewards.summary')}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('admin.rewards.summary')}
              </Typography>
              <Typography>{translate('admin.rewards.points_total', { points: points.earned })}</Typography>
              <Typography>{translate('admin.rewards.balance', { points: points.balance })}</Typography>
              <Typography>{translate('admin.rewards.level', { level: level.level })}</Typography>
              <Typography>
                {level.next
                  ? translate('admin.rewards.next', { name: level.next.name, points: level.pointsToNext })
                  : translate('admin.rewards.all_reached')}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={level.progress}
                sx={{ my: 1, height: 10, borderRadius: 5 }}
                aria-label={translate('admin.rewards.progress', { progress: level.progress })}
              />
              <Typography variant="body2">{translate('admin.rewards.progress', { progress: level.progress })}</Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

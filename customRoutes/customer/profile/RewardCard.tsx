/** One reward of the grid: unlocked ones can be redeemed ('Canjear'), locked ones say the points they need. */
import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RedeemIcon from '@mui/icons-material/Redeem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { useFormat } from '../../../src/ui/useFormat';
import type { UserReward } from '../../../model/entities';
import { DishImage } from '../dishes/DishImage';
import { useCustomerId } from '../useCustomerId';

export function RewardCard({ link }: { link: UserReward }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const userId = useCustomerId();
  const [confirming, setConfirming] = useState(false);
  const reward = link.idRewards;
  const redeem = useMutation({
    mutationFn: () => dataProvider.redeemReward(link.id),
    onSuccess: (updated) => {
      queryClient.setQueryData<UserReward[]>(queryKeys.userRewards(userId), (links) =>
        links?.map((l) => (l.id === updated.id ? updated : l)),
      );
      notify('customer.profile.redeemed_ok', { type: 'success', messageArgs: { name: reward.name } });
    },
    onError: (e: Error) =>
      notify('customer.profile.redeem_error', { type: 'error', messageArgs: { message: errorMessage(e, translate) } }),
    onSettled: () => setConfirming(false),
  });
  const locked = !link.isAvailable;

  return (
    <Card component="article" aria-label={reward.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <DishImage src={reward.image} alt={reward.name} height={110} dimmed={locked} />
        <Chip
          label={translate('customer.profile.cost', { smart_count: reward.cost })}
          size="small"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 800,
          }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="h3" component="h3">
          {reward.name}
        </Typography>
        {reward.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {reward.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {link.redeemed ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontWeight: 700 }}>
            <CheckCircleIcon fontSize="small" />
            {translate('customer.profile.redeemed', { date: fmt.date(link.redeemedAt) })}
          </Typography>
        ) : locked ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontWeight: 700 }}>
            <LockIcon fontSize="small" />
            {translate('customer.profile.locked', { cost: reward.cost })}
          </Typography>
        ) : (
          <Button
            variant="contained"
            fullWidth
            startIcon={<RedeemIcon />}
            onClick={() => setConfirming(true)}
            aria-label={`${translate('customer.profile.redeem')} ${reward.name}`}
          >
            {translate('customer.profile.redeem')}
          </Button>
        )}
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={redeem.isPending}
        title="customer.profile.redeem_title"
        titleTranslateOptions={{ name: reward.name }}
        content="customer.profile.redeem_content"
        confirm="customer.profile.redeem"
        onConfirm={() => redeem.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

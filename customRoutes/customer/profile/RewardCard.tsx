/**
 * One reward of the grid. 'Canjear' spends the reward's cost from the points to spend (model/redemptions.ts) and
 * shows the code to give at the counter; the card keeps the latest code. When the reward cannot be redeemed the
 * card says why: the points earned (level) it needs, the points to spend missing, or that it was redeemed.
 */
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
import type { RewardBalance, UserReward } from '../../../model/entities';
import { redeemBlock } from '../../../model/redemptions';
import { DishImage } from '../dishes/DishImage';
import { useCustomerId } from '../useCustomerId';
import { RedemptionCodeDialog } from './RedemptionCodeDialog';

export function RewardCard({ link, balance }: { link: UserReward; balance: RewardBalance }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const userId = useCustomerId();
  const [confirming, setConfirming] = useState(false);
  const [shownCode, setShownCode] = useState<string | null>(null);
  const reward = link.idRewards;
  const redeem = useMutation({
    mutationFn: () => dataProvider.redeemReward(link.id),
    onSuccess: (updated) => {
      queryClient.setQueryData<UserReward[]>(queryKeys.userRewards(userId), (links) =>
        links?.map((l) => (l.id === updated.id ? updated : l)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.rewardBalance(userId) });
      notify('customer.profile.redeemed_ok', { type: 'success', messageArgs: { name: reward.name } });
      setShownCode(updated.lastRedemption?.code ?? null);
    },
    onError: (e: Error) =>
      notify('customer.profile.redeem_error', { type: 'error', messageArgs: { message: errorMessage(e, translate) } }),
    onSettled: () => setConfirming(false),
  });
  const block = redeemBlock({
    earned: balance.earned,
    balance: balance.balance,
    cost: reward.cost,
    repeatable: reward.repeatable,
    timesRedeemed: link.timesRedeemed,
  });
  const locked = block?.reason === 'locked';
  const last = link.lastRedemption;

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
        {reward.repeatable && (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700, color: 'primary.main' }}>
            {translate('customer.profile.repeatable')}
          </Typography>
        )}
        {link.redeemed && (
          <Box sx={{ mt: 1 }}>
            <Typography
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontWeight: 700 }}
            >
              <CheckCircleIcon fontSize="small" />
              {translate('customer.profile.redeemed', { date: fmt.date(link.redeemedAt) })}
            </Typography>
            {last && (
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {last.validatedAt
                  ? translate('customer.profile.code_used', { date: fmt.date(last.validatedAt) })
                  : translate('customer.profile.code', { code: last.code })}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {block === null ? (
          <Button
            variant="contained"
            fullWidth
            startIcon={<RedeemIcon />}
            onClick={() => setConfirming(true)}
            aria-label={`${translate('customer.profile.redeem')} ${reward.name}`}
          >
            {translate('customer.profile.redeem')}
          </Button>
        ) : block.reason === 'redeemed' ? null : (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontWeight: 700 }}>
            <LockIcon fontSize="small" />
            {block.reason === 'locked'
              ? translate('customer.profile.locked', { cost: reward.cost })
              : translate('customer.profile.missing', { smart_count: block.missing })}
          </Typography>
        )}
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={redeem.isPending}
        title="customer.profile.redeem_title"
        titleTranslateOptions={{ name: reward.name }}
        content="customer.profile.redeem_content"
        contentTranslateOptions={{ smart_count: reward.cost }}
        confirm="customer.profile.redeem"
        onConfirm={() => redeem.mutate()}
        onClose={() => setConfirming(false)}
      />
      <RedemptionCodeDialog code={shownCode} rewardName={reward.name} onClose={() => setShownCode(null)} />
    </Card>
  );
}

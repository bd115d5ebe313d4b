/**
 * /perfil: banner, points and level (model/levels.ts), points to spend and rewards (model/redemptions.ts),
 * allergens, links to the orders and support, and the password box. A skeleton until user, rewards, balance and
 * allergens are all there; an error state if not.
 */
import { Box, Button, Skeleton } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { levelFor } from '../../../model/levels';
import { useMyAllergens } from '../dishes/useMyAllergens';
import { LoadError } from '../LoadError';
import { useCustomerId } from '../useCustomerId';
import { AllergenToggles } from './AllergenToggles';
import { PasswordBox } from './PasswordBox';
import { RememberedDevices } from './RememberedDevices';
import { PointsPanel } from './PointsPanel';
import { ProfileBanner } from './ProfileBanner';
import { RewardsGrid } from './RewardsGrid';
import { PATHS } from '../../../model/paths';
import { meQuery } from '../../../src/ui/meQuery';
import { PushDevicesPanel } from '../push/PushDevicesPanel';
import { NoticePreferences } from '../push/NoticePreferences';

export function ProfilePage() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const userId = useCustomerId();
  const me = useQuery(meQuery(dataProvider));
  const rewards = useQuery({
    queryKey: queryKeys.userRewards(userId),
    queryFn: () => dataProvider.getUserRewards(userId),
    enabled: userId > 0,
  });
  const balance = useQuery({
    queryKey: queryKeys.rewardBalance(userId),
    queryFn: () => dataProvider.getRewardBalance(userId),
    enabled: userId > 0,
  });
  const allergens = useMyAllergens();

  const failed = [me, rewards, balance, allergens].find((q) => q.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        messageKey="customer.profile.error"
        onRetry={() => {
          void me.refetch();
          void rewards.refetch();
          void balance.refetch();
          void allergens.refetch();
        }}
      />
    );
  }
  if (!me.data || !rewards.data || !balance.data || !allergens.data) {
    return (
      <Box
        role="status"
        aria-label={translate('customer.common.loading')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }

  // points earned come with the balance, always asked fresh (users/me may be up to 30 s old)
  const info = levelFor(
    balance.data.earned,
    rewards.data.map((l) => l.idRewards),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ProfileBanner user={me.data} level={info.level} levelName={info.current?.name ?? null} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to={PATHS.myOrders} variant="contained" size="large" startIcon={<ReceiptLongIcon />}>
          {translate('customer.profile.see_orders')}
        </Button>
        <Button component={RouterLink} to={PATHS.support} variant="outlined" size="large" startIcon={<SupportAgentIcon />}>
          {translate('customer.profile.support')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <PointsPanel points={balance.data.earned} balance={balance.data.balance} info={info} />
        <RewardsGrid links={rewards.data} balance={balance.data} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <AllergenToggles allergens={allergens.data} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <PasswordBox />
          <RememberedDevices />
        </Box>
      </Box>
      <PushDevicesPanel />
      <NoticePreferences />
    </Box>
  );
}

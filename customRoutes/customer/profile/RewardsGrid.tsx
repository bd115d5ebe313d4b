/** The rewards grid of the profile. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RewardBalance, UserReward } from '../../../model/entities';
import { RewardCard } from './RewardCard';

export function RewardsGrid({ links, balance }: { links: UserReward[]; balance: RewardBalance }) {
  const translate = useTranslate();
  const sorted = [...links].sort((a, b) => a.idRewards.cost - b.idRewards.cost || a.id - b.id);
  return (
    <Box component="section" aria-labelledby="rewards-title">
      <Typography id="rewards-title" variant="h2" sx={{ mb: 1.5 }}>
        {translate('customer.profile.rewards')}
      </Typography>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">{translate('customer.profile.no_rewards')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {sorted.map((link) => (
            <li key={link.id}>
              <RewardCard link={link} balance={balance} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

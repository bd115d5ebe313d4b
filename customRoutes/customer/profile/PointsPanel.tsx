/**
 * Points earned (the level), points to the next reward and the progress bar (model/levels.ts levelFor), and the
 * points left to spend on rewards (model/redemptions.ts).
 */
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LevelInfo } from '../../../model/levels';
import type { Reward } from '../../../model/entities';

export function PointsPanel({ points, balance, info }: { points: number; balance: number; info: LevelInfo<Reward> }) {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 3, borderRadius: 4 }}>
      <Typography variant="h2" component="h2" gutterBottom>
        {translate('customer.profile.points')}
      </Typography>
      <Typography sx={{ fontSize: '2.4rem', fontWeight: 900, color: 'primary.main', lineHeight: 1.1 }}>
        {translate('customer.profile.points_total', { smart_count: points })}
      </Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 800, fontSize: '1.1rem' }}>
        {translate('customer.profile.balance', { smart_count: balance })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('customer.profile.balance_hint')}
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 700 }}>
        {info.next
          ? translate('customer.profile.to_next', { smart_count: info.pointsToNext, reward: info.next.name })
          : translate('customer.profile.all_done')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={info.progress}
          aria-label={translate('customer.profile.progress')}
          sx={{
            flexGrow: 1,
            height: 14,
            borderRadius: 7,
            bgcolor: '#f6e3c8',
            '& .MuiLinearProgress-bar': { borderRadius: 7, bgcolor: 'secondary.main' },
          }}
        />
        <Typography sx={{ fontWeight: 800, minWidth: 48, textAlign: 'right' }}>{`${info.progress} %`}</Typography>
      </Box>
    </Paper>
  );
}

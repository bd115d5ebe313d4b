/** Points total, points to the next reward and the progress bar, all from model/levels.ts levelFor. */
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LevelInfo } from '../../../model/levels';
import type { Reward } from '../../../model/entities';

export function PointsPanel({ points, info }: { points: number; info: LevelInfo<Reward> }) {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 3, borderRadius: 4 }}>
      <Typography variant="h2" component="h2" gutterBottom>
        {translate('customer.profile.points')}
      </Typography>
      <Typography sx={{ fontSize: '2.4rem', fontWeight: 900, color: 'primary.main', lineHeight: 1.1 }}>
        {translate('customer.profile.points_total', { smart_count: points })}
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

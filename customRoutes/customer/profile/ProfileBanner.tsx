/** The profile banner: photo, name and level. */
import { Avatar, Box, Chip, Paper, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useTranslate } from 'react-admin';
import type { User } from '../../../model/entities';
import { imageUrl } from '../../../dataProvider/http/apiUrl';

export function ProfileBanner({ user, level, levelName }: { user: User; level: number; levelName: string | null }) {
  const translate = useTranslate();
  const fullName = `${user.name} ${user.surname}`.trim();
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: 5,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, md: 3 },
        color: '#fff',
        background: 'linear-gradient(120deg, #8f3312 0%, #c8561f 60%, #e58e3a 100%)',
      }}
    >
      <Avatar
        src={imageUrl(user.image)}
        alt={translate('customer.profile.photo', { name: fullName })}
        sx={{
          width: { xs: 72, md: 96 },
          height: { xs: 72, md: 96 },
          border: '4px solid rgba(255,255,255,0.7)',
          bgcolor: '#f7b267',
          fontSize: '2rem',
          fontWeight: 800,
        }}
      >
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ color: '#fff', overflowWrap: 'anywhere' }}>
          {fullName}
        </Typography>
        <Chip
          icon={<EmojiEventsIcon sx={{ color: '#3b2412 !important' }} />}
          label={
            levelName
              ? `${translate('customer.profile.level', { level })} · ${levelName}`
              : translate('customer.profile.level', { level })
          }
          sx={{ mt: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 800 }}
        />
      </Box>
    </Paper>
  );
}

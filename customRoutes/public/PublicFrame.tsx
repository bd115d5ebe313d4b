/** Centered card used by the public screens (login, recovery, reset), with the language switch. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../../src/ui/LanguageSwitch';

export function PublicFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #fff3e0 0%, #ffe0b2 50%, #ffccbc 100%)',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageSwitch />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={4}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <RestaurantIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="overline" color="text.secondary">
              {translate('comedor.app_name')}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

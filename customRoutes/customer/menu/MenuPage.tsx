/** 'Crea tu menú' (/crear_menu): the five sections of the spec, as panels on wide screens and an accordion on phones. */
import type { ReactElement } from 'react';
import { Box, Typography, useMediaQuery, useTheme } from '@mui/material';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import DinnerDiningIcon from '@mui/icons-material/DinnerDining';
import TapasIcon from '@mui/icons-material/Tapas';
import IcecreamIcon from '@mui/icons-material/Icecream';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import { useTranslate } from 'react-admin';
import type { CategoryId } from '../../../model/categories';
import { MenuSection } from './MenuSection';
import { DayBar } from '../day/DayBar';
import { orderingFirstData } from '../orderingFirstData';

/** a page load draws the menu with its settings, calendar and allergens (src/ui/firstData.ts) */
export const firstData = orderingFirstData;

const SECTIONS: { category: CategoryId; title: string; icon: ReactElement }[] = [
  { category: 1, title: 'customer.menu.firsts', icon: <SoupKitchenIcon /> },
  { category: 2, title: 'customer.menu.seconds', icon: <DinnerDiningIcon /> },
  { category: 3, title: 'customer.menu.starters', icon: <TapasIcon /> },
  { category: 4, title: 'customer.menu.desserts', icon: <IcecreamIcon /> },
  { category: 5, title: 'customer.menu.drinks', icon: <LocalBarIcon /> },
];

export function MenuPage() {
  const translate = useTranslate();
  const theme = useTheme();
  // noSsr: the first render already knows a phone (no wide panels drawn and replaced by the accordion)
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <Typography variant="h1">{translate('customer.menu.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate('customer.menu.subtitle')}
      </Typography>
      <DayBar />
      <Box
        sx={{
          display: 'grid',
          gap: compact ? 0 : 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {SECTIONS.map((s) => (
          <MenuSection key={s.category} category={s.category} title={translate(s.title)} icon={s.icon} compact={compact} />
        ))}
      </Box>
    </>
  );
}

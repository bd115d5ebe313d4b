/** 'Crea tu menú' (/crear_menu): the five sections of the spec, as panels on wide screens and an accordion on phones. */
import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CategoryId } from '../../../model/categories';
import { MenuSection } from './MenuSection';

const SECTIONS: { category: CategoryId; title: string; emoji: string }[] = [
  { category: 1, title: 'customer.menu.firsts', emoji: '🥣' },
  { category: 2, title: 'customer.menu.seconds', emoji: '🍗' },
  { category: 3, title: 'customer.menu.starters', emoji: '🥗' },
  { category: 4, title: 'customer.menu.desserts', emoji: '🍮' },
  { category: 5, title: 'customer.menu.drinks', emoji: '🥤' },
];

export function MenuPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <>
      <Typography variant="h1">{translate('customer.menu.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {translate('customer.menu.subtitle')}
      </Typography>
      {SECTIONS.map((s) => (
        <MenuSection key={s.category} category={s.category} title={translate(s.title)} emoji={s.emoji} compact={compact} />
      ))}
    </>
  );
}

/** The admin area's "Menú semanal" and "Días cerrados": the shared screens under the admin layout's title. */
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PATHS } from '../../model/paths';
import { ClosedDaysPage } from './ClosedDaysPage';
import { WeekMenuPage } from './WeekMenuPage';
import '../i18n/planningCatalog';

export function AdminWeekMenu() {
  const translate = useTranslate();
  return (
    // `contain: inline-size`: the week's wide grid scrolls inside the screen instead of widening the whole page.
    <Box sx={{ p: { xs: 1, md: 2 }, contain: 'inline-size' }}>
      <Title title={translate('planning.week.title')} />
      <WeekMenuPage closedDaysPath={PATHS.closedDays} />
    </Box>
  );
}

export function AdminClosedDays() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 900 }}>
      <Title title={translate('planning.closed.title')} />
      <ClosedDaysPage />
    </Box>
  );
}

/** The admin area's "Hoja de producción": the shared screen under the admin layout's title. */
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ProductionSheetPage } from './ProductionSheetPage';
import '../i18n/planningCatalog';

export function AdminProductionSheet() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('planning.sheet.title')} />
      <ProductionSheetPage />
    </Box>
  );
}

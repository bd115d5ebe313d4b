/**
 * "En la carta" / "Retirados": withdrawn dishes leave the category's list and are found under their own tab,
 * where "Volver a la carta" brings one back. The tab is the list's `withdrawn` filter, so it lives in the URL.
 */
import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { DishFilter } from './dishFilter';

export function DishViewTabs() {
  const translate = useTranslate();
  const list = useListContext();
  const filterValues = list.filterValues as DishFilter;
  const displayedFilters = list.displayedFilters as Record<string, boolean>;
  const { setFilters } = list;
  const { withdrawn: shown } = filterValues;
  const withdrawn = shown === true || shown === 'true';
  return (
    <Tabs
      value={withdrawn ? 'withdrawn' : 'menu'}
      onChange={(_, view: string) => setFilters({ ...filterValues, withdrawn: view === 'withdrawn' }, displayedFilters)}
      aria-label={translate('admin.dishes.view')}
      sx={{ px: 2 }}
    >
      <Tab value="menu" label={translate('admin.dishes.on_menu')} />
      <Tab value="withdrawn" label={translate('admin.dishes.withdrawn_tab')} />
    </Tabs>
  );
}

/** Category tabs of dish management; each tab is one of the spec's routes (DISH_MANAGEMENT_ROUTES). */
import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CATEGORIES, DISH_MANAGEMENT_ROUTES, type CategoryId } from '../../model/categories';

export function CategoryTabs({ current }: { current: CategoryId }) {
  const translate = useTranslate();
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={translate('admin.dishes.categories')}>
      {CATEGORIES.map((c) => (
        <Tab
          key={c.id}
          value={c.id}
          label={translate(`admin.categories.${c.id}`)}
          component={Link}
          to={DISH_MANAGEMENT_ROUTES[c.id]}
        />
      ))}
    </Tabs>
  );
}

/**
 * Dish management of one category (/dish-management, -segundos, -entrantes, -postres, -bebidas): cards with
 * category tabs and 'Añadir'. Withdrawn dishes leave the list at once; the "Retirados" tab lists them.
 */
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { List, Pagination, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { CategoryId } from '../../model/categories';
import { CategoryTabs } from './CategoryTabs';
import { DishGrid } from './DishGrid';
import { DishViewTabs } from './DishViewTabs';

function DishActions({ categoryId }: { categoryId: CategoryId }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/dish-management-create?category=${categoryId}`}>
        {translate('admin.dishes.add')}
      </Button>
    </TopToolbar>
  );
}

export function DishManagement({ categoryId }: { categoryId: CategoryId }) {
  const translate = useTranslate();
  return (
    <List
      key={categoryId}
      resource="dishes"
      title={translate('admin.dishes.title')}
      filter={{ category: categoryId }}
      filterDefaultValues={{ withdrawn: false }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.dishes.search')} />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={24}
      storeKey={`dishes.category.${categoryId}`}
      disableSyncWithLocation
      actions={<DishActions categoryId={categoryId} />}
      pagination={<Pagination rowsPerPageOptions={[24]} />}
    >
      <CategoryTabs current={categoryId} />
      <DishViewTabs />
      <DishGrid />
    </List>
  );
}

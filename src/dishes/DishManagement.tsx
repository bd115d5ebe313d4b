/**
 * Dish management of one category (/dish-management, -segundos, -entrantes, -postres, -bebidas): cards with
 * category tabs and 'Añadir'. Withdrawn dishes leave the list at once; the "Retirados" tab lists them.
 */
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  BulkActionsToolbar,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { CategoryId } from '../../model/categories';
import { dishesTable } from '../../model/exports';
import { SelectPageCheckbox } from '../common/CardSelection';
import { csvExporter } from '../common/csvExporter';
import { DishBulkActions } from './DishBulkActions';
import { CategoryTabs } from './CategoryTabs';
import { DishGrid } from './DishGrid';
import { DishViewTabs } from './DishViewTabs';
import { dishCreatePath } from '../../model/paths';

function DishActions({ categoryId }: { categoryId: CategoryId }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} component={Link} to={dishCreatePath(categoryId)}>
        {translate('admin.dishes.add')}
      </Button>
      <ExportButton label={translate('data.export.label')} maxResults={100_000} />
    </TopToolbar>
  );
}

const exporter = csvExporter(dishesTable, 'dishes');

export function DishManagement({ categoryId }: { categoryId: CategoryId }) {
  const translate = useTranslate();
  const yesNo = (yes: string, no: string) => [
    { id: 'true', name: translate(yes) },
    { id: 'false', name: translate(no) },
  ];
  return (
    <List
      key={categoryId}
      resource="dishes"
      title={translate('admin.dishes.title')}
      filter={{ category: categoryId }}
      filterDefaultValues={{ withdrawn: false }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.dishes.search')} />,
        <SelectInput
          key="available"
          source="available"
          alwaysOn
          label={translate('data.filters.available')}
          emptyText={translate('data.filters.all')}
          choices={yesNo('data.filters.available_yes', 'data.filters.available_no')}
        />,
        <SelectInput
          key="soldOut"
          source="soldOut"
          alwaysOn
          label={translate('data.filters.sold_out')}
          emptyText={translate('data.filters.all')}
          choices={yesNo('data.filters.sold_out_yes', 'data.filters.sold_out_no')}
        />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={24}
      storeKey={`dishes.category.${categoryId}`}
      exporter={exporter}
      actions={<DishActions categoryId={categoryId} />}
      pagination={<Pagination rowsPerPageOptions={[24]} />}
    >
      <CategoryTabs current={categoryId} />
      <DishViewTabs />
      <BulkActionsToolbar>
        <DishBulkActions />
      </BulkActionsToolbar>
      <SelectPageCheckbox label="data.dishes.select_all" />
      <DishGrid />
    </List>
  );
}

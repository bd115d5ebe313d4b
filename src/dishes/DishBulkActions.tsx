/**
 * Bulk actions on the selected dishes (PUT dishes/bulk): available, sold out, stock, change category, and
 * withdraw (with the same confirmation as 'Borrar') or, in the Retirados view, bring back.
 */
import { MenuItem, TextField } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import InventoryIcon from '@mui/icons-material/Inventory';
import CategoryIcon from '@mui/icons-material/Category';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import { BulkUpdateButton, BulkUpdateWithConfirmButton, useListContext, useTranslate } from 'react-admin';
import type { DishFilter } from './dishFilter';
import { CATEGORIES } from '../../model/categories';
import { BulkActionsMenu } from '../common/BulkActionsMenu';
import { BulkValueButton } from '../common/BulkValueButton';

export function DishBulkActions() {
  const translate = useTranslate();
  const filter = useListContext().filterValues as DishFilter;
  const withdrawn = filter.withdrawn === true;
  return (
    <BulkActionsMenu>
      <BulkUpdateButton
        label="data.dishes.available"
        icon={<CheckCircleIcon />}
        data={{ isAvailable: true }}
        mutationMode="pessimistic"
        successMessage="data.dishes.updated"
      />
      <BulkUpdateButton
        label="data.dishes.sold_out"
        icon={<RemoveShoppingCartIcon />}
        data={{ isAvailable: false }}
        mutationMode="pessimistic"
        successMessage="data.dishes.updated"
      />
      <BulkValueButton<string>
        label="data.dishes.stock"
        icon={<InventoryIcon />}
        title="data.dishes.stock_title"
        successMessage="data.dishes.updated"
        initial=""
        toData={(v) => (/^\d{1,6}$/.test(v) && Number(v) <= 100_000 ? { stock: Number(v) } : null)}
        field={(v, set) => (
          <TextField
            autoFocus
            fullWidth
            type="number"
            label={translate('data.dishes.stock')}
            value={v}
            onChange={(e) => set(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 100_000 } }}
            sx={{ mt: 1 }}
          />
        )}
      />
      <BulkValueButton<string>
        label="data.dishes.category"
        icon={<CategoryIcon />}
        title="data.dishes.category_title"
        successMessage="data.dishes.updated"
        initial=""
        toData={(v) => (v ? { category: Number(v) } : null)}
        field={(v, set) => (
          <TextField
            select
            fullWidth
            label={translate('data.filters.category')}
            value={v}
            onChange={(e) => set(e.target.value)}
            sx={{ mt: 1 }}
          >
            {CATEGORIES.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {translate(`admin.categories.${c.id}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {withdrawn ? (
        <BulkUpdateButton
          label="data.dishes.restore"
          icon={<RestoreIcon />}
          data={{ isActive: true }}
          mutationMode="pessimistic"
          successMessage="data.dishes.updated"
        />
      ) : (
        <BulkUpdateWithConfirmButton
          label="data.dishes.withdraw"
          icon={<DeleteIcon />}
          color="error"
          data={{ isActive: false }}
          mutationMode="pessimistic"
          confirmTitle="data.dishes.withdraw_title"
          confirmContent="data.dishes.withdraw_confirm"
          successMessage="data.dishes.updated"
        />
      )}
    </BulkActionsMenu>
  );
}

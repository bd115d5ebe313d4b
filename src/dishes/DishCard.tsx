/** One dish of the management list: image, name, description, price, stock, flags, 'Editar' and 'Borrar'. */
import { useState } from 'react';
import { Button, Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import { Link } from 'react-router-dom';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Dish } from '../../model/entities';
import { useFormat } from '../ui/useFormat';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../ui/errorMessage';
import { isSoldOut } from '../../model/dishes';
import { SelectCardCheckbox } from '../common/CardSelection';
import { dishEditPath } from '../../model/paths';

export function DishCard({ dish }: { dish: Dish }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useComedorDataProvider();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const soldOut = isSoldOut(dish);

  async function run(action: () => Promise<unknown>, ok: string, ko: string) {
    setBusy(true);
    try {
      await action();
      notify(ok, { type: 'success', messageArgs: { name: dish.name } });
      refresh();
    } catch (e) {
      notify(ko, { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <Card
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: dish.isActive ? 1 : 0.7 }}
      component="article"
      aria-label={dish.name}
    >
      {dish.image && <CardMedia component="img" height="140" image={imageUrl(dish.image)} alt={dish.name} />}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
            <SelectCardCheckbox id={dish.id} name={dish.name} />
            <Typography variant="h6" component="h2">
              {dish.name}
            </Typography>
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {fmt.money(dish.cost)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {dish.description}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!dish.isActive && <Chip size="small" color="default" label={translate('admin.dishes.withdrawn')} />}
          {soldOut && <Chip size="small" color="warning" label={translate('admin.dishes.sold_out')} />}
          <Chip size="small" variant="outlined" label={translate('admin.dishes.stock', { stock: dish.stock })} />
          {dish.isHighlighted && (
            <Chip size="small" variant="outlined" label={translate('resources.dishes.fields.isHighlighted')} />
          )}
          {dish.isRecommended && (
            <Chip size="small" variant="outlined" label={translate('resources.dishes.fields.isRecommended')} />
          )}
        </Stack>
      </CardContent>
      <CardActions>
        <Button size="small" startIcon={<EditIcon />} component={Link} to={dishEditPath(dish.id)}>
          {translate('admin.dishes.edit')}
        </Button>
        {dish.isActive ? (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={busy}>
            {translate('admin.dishes.delete')}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<RestoreIcon />}
            disabled={busy}
            onClick={() => run(() => dataProvider.restoreDish(dish), 'admin.dishes.restored', 'admin.dishes.restore_failed')}
          >
            {translate('admin.dishes.restore')}
          </Button>
        )}
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('admin.dishes.delete_title', { name: dish.name })}
        content={translate('admin.dishes.delete_confirm')}
        confirm={translate('admin.dishes.delete')}
        onConfirm={() =>
          run(
            () => dataProvider.delete('dishes', { id: dish.id, previousData: dish }),
            'admin.dishes.deleted',
            'admin.dishes.delete_failed',
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

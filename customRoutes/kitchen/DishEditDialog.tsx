/**
 * 'Editar' on a dish card: change the stock, mark the dish sold out or back, and set its preparation minutes
 * (PUT dishes/{id}/availability).
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Dish } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { MAX_PREP_MINUTES, MIN_PREP_MINUTES } from '../../model/capacity';
import { isSoldOut } from '../../model/dishes';

const MAX_STOCK = 100_000;

export function DishEditDialog({ dish, open, onClose }: { dish: Dish; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [stock, setStock] = useState(String(dish.stock));
  const [available, setAvailable] = useState(dish.isAvailable);
  const stockNumber = Number(stock);
  const stockValid = stock.trim() !== '' && Number.isInteger(stockNumber) && stockNumber >= 0 && stockNumber <= MAX_STOCK;
  const [prep, setPrep] = useState(String(dish.prepMinutes));
  const prepNumber = Number(prep);
  const prepValid =
    prep.trim() !== '' && Number.isInteger(prepNumber) && prepNumber >= MIN_PREP_MINUTES && prepNumber <= MAX_PREP_MINUTES;
  const valid = stockValid && prepValid;

  const save = useMutation({
    mutationFn: () =>
      dataProvider.setDishAvailability(dish.id, { stock: stockNumber, isAvailable: available, prepMinutes: prepNumber }),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.allDishes });
      const soldOut = isSoldOut(updated);
      notify(soldOut ? 'kitchen.dishes.saved_sold_out' : 'kitchen.dishes.saved', {
        type: 'success',
        messageArgs: { name: dish.name },
      });
      onClose();
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
    },
  });

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <DialogTitle>{translate('kitchen.dishes.edit_title', { name: dish.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('kitchen.dishes.stock_label')}
              type="number"
              value={stock}
              onChange={(e) => setStock(e.target.value)}
              error={!stockValid}
              helperText={stockValid ? ' ' : translate('kitchen.dishes.stock_invalid')}
              slotProps={{ htmlInput: { min: 0, max: MAX_STOCK, step: 1, inputMode: 'numeric' } }}
              autoFocus
            />
            <TextField
              label={translate('kitchen.dishes.prep_label')}
              type="number"
              value={prep}
              onChange={(e) => setPrep(e.target.value)}
              error={!prepValid}
              helperText={translate(prepValid ? 'kitchen.dishes.prep_hint' : 'kitchen.dishes.prep_invalid', {
                max: MAX_PREP_MINUTES,
              })}
              slotProps={{ htmlInput: { min: MIN_PREP_MINUTES, max: MAX_PREP_MINUTES, step: 1, inputMode: 'numeric' } }}
            />
            <div>
              <FormControlLabel
                control={<Switch checked={available} onChange={(e) => setAvailable(e.target.checked)} />}
                label={translate('kitchen.dishes.available_label')}
              />
              <FormHelperText>{translate('kitchen.dishes.sold_out_hint')}</FormHelperText>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {translate('kitchen.dishes.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || save.isPending}>
            {translate('kitchen.dishes.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

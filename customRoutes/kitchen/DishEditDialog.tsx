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
import { isSoldOut, MAX_STOCK } from '../../model/dishes';
import { parseWholeNumber } from '../../model/money';

/** Digits only: a number field would read "7,25" as 725; here it is refused with the field's message. */
function wholeIn(text: string, min: number, max: number): number | null {
  const parsed = parseWholeNumber(text);
  return parsed.ok && parsed.value >= min && parsed.value <= max ? parsed.value : null;
}

export function DishEditDialog({ dish, open, onClose }: { dish: Dish; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [stock, setStock] = useState(String(dish.stock));
  const [available, setAvailable] = useState(dish.isAvailable);
  const stockNumber = wholeIn(stock, 0, MAX_STOCK);
  const stockValid = stockNumber !== null;
  const [prep, setPrep] = useState(String(dish.prepMinutes));
  const prepNumber = wholeIn(prep, MIN_PREP_MINUTES, MAX_PREP_MINUTES);
  const prepValid = prepNumber !== null;
  const valid = stockNumber !== null && prepNumber !== null;

  const save = useMutation({
    mutationFn: () =>
      dataProvider.setDishAvailability(dish.id, {
        stock: stockNumber ?? dish.stock,
        isAvailable: available,
        prepMinutes: prepNumber ?? dish.prepMinutes,
      }),
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
              value={stock}
              onChange={(e) => setStock(e.target.value)}
              error={!stockValid}
              helperText={stockValid ? ' ' : translate('kitchen.dishes.stock_invalid')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              autoFocus
            />
            <TextField
              label={translate('kitchen.dishes.prep_label')}
              value={prep}
              onChange={(e) => setPrep(e.target.value)}
              error={!prepValid}
              helperText={translate(prepValid ? 'kitchen.dishes.prep_hint' : 'kitchen.dishes.prep_invalid', {
                max: MAX_PREP_MINUTES,
              })}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
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

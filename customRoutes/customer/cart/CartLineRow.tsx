/** One cart line: dish, unit price, quantity with − / + and remove, and the line's subtotal. */
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { Hint } from '../../../src/ui/Hint';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { fromCents, toCents } from '../../../model/money';
import { useFormat } from '../../../src/ui/useFormat';
import { DEFAULT_MAX_PORTIONS_PER_ORDER } from '../../../model/order-limits';
import { cartFull, type CartLine } from './cartReducer';
import { useCart } from './useCart';

export function CartLineRow({ line }: { line: CartLine }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const notify = useNotify();
  const { cart, dispatch } = useCart();
  const { name } = line;
  const setQuantity = (quantity: number) => dispatch({ type: 'setQuantity', dishId: line.dishId, quantity });
  const atStock = line.quantity >= line.maxQuantity;
  const atMax = atStock || cartFull(cart);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'grid',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto auto auto' },
        gridTemplateAreas: { xs: '"name remove" "qty sub"', sm: '"name qty sub remove"' },
        borderRadius: 3,
      }}
    >
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('customer.cart.unit_price', { price: fmt.money(line.price) })}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={translate('customer.cart.quantity_of', { name })}
        sx={{ gridArea: 'qty', display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <IconButton
          aria-label={translate('customer.cart.decrease', { name })}
          onClick={() => setQuantity(line.quantity - 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800, fontSize: '1.1rem' }}>
          {line.quantity}
        </Typography>
        <Hint
          title={
            atStock
              ? translate('customer.cart.max_reached')
              : atMax
                ? translate('customer.cart.order_full', { max: DEFAULT_MAX_PORTIONS_PER_ORDER })
                : ''
          }
        >
          <span>
            <IconButton
              aria-label={translate('customer.cart.increase', { name })}
              onClick={() => setQuantity(line.quantity + 1)}
              disabled={atMax}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <AddIcon />
            </IconButton>
          </span>
        </Hint>
      </Box>
      <Typography sx={{ gridArea: 'sub', fontWeight: 800, minWidth: 84, textAlign: 'right', fontSize: '1.05rem' }}>
        {fmt.money(fromCents(toCents(line.price) * line.quantity))}
      </Typography>
      <IconButton
        aria-label={translate('customer.cart.remove', { name })}
        onClick={() => {
          dispatch({ type: 'remove', dishId: line.dishId });
          notify('customer.cart.removed', { type: 'info', messageArgs: { name } });
        }}
        color="error"
        sx={{ gridArea: 'remove', justifySelf: 'end' }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Paper>
  );
}

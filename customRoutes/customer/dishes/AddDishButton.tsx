/**
 * Puts a dish in the cart. A sold-out dish cannot be added; a dish with an allergen the customer marked asks
 * for an explicit confirmation first; the cart never holds more units than the known stock.
 */
import { useState } from 'react';
import { Button, IconButton } from '@mui/material';
import { Hint } from '../../../src/ui/Hint';
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Dish } from '../../../model/entities';
import { useCart } from '../cart/useCart';
import { cartFull, limitFor, quantityOf, stockFor } from '../cart/cartReducer';
import { DEFAULT_MAX_PORTIONS_PER_ORDER } from '../../../model/order-limits';
import { isSoldOut } from '../../../model/dishes';
import { allergenNames, allergensOfConcern } from './dishRules';
import { useMyAllergenIds } from './MyAllergenIds';

export interface AddDishButtonProps {
  dish: Dish;
  /** "button": a labelled 'Añadir' button; "icon": a round plus button */
  variant?: 'button' | 'icon';
  fullWidth?: boolean;
  onAdded?: () => void;
}

export function AddDishButton({ dish, variant = 'button', fullWidth = false, onAdded }: AddDishButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { cart, dispatch } = useCart();
  const allergicIds = useMyAllergenIds();
  const [confirming, setConfirming] = useState(false);
  // The confirmation dialog is mounted the first time it opens (then kept, for its closing transition): a screen
  // of cards does not build one closed dialog per card.
  const [asked, setAsked] = useState(false);

  const soldOut = isSoldOut(dish);
  const allOfIt = !soldOut && quantityOf(cart, dish.id) >= limitFor(stockFor(cart, dish));
  const orderFull = !soldOut && !allOfIt && cartFull(cart);
  const full = allOfIt || orderFull;
  const concern = allergensOfConcern(dish, allergicIds);
  const name = dish.name;

  const add = () => {
    dispatch({ type: 'add', dish });
    notify('customer.dish.added', { type: 'success', messageArgs: { name }, autoHideDuration: 2500 });
    onAdded?.();
  };
  const handleClick = () => {
    if (soldOut || full) return;
    if (concern.length) {
      setAsked(true);
      setConfirming(true);
    } else add();
  };

  const label = soldOut ? translate('customer.dish.sold_out') : translate('customer.dish.add');
  const aria = soldOut ? `${name}: ${label}` : translate('customer.dish.add_named', { name });
  const hint = allOfIt
    ? translate('customer.dish.all_in_cart')
    : orderFull
      ? translate('customer.cart.order_full', { max: DEFAULT_MAX_PORTIONS_PER_ORDER })
      : '';

  const control =
    variant === 'icon' ? (
      <IconButton
        aria-label={aria}
        onClick={handleClick}
        disabled={soldOut || full}
        color="primary"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
        }}
      >
        <AddIcon />
      </IconButton>
    ) : (
      <Button
        variant="contained"
        onClick={handleClick}
        disabled={soldOut || full}
        aria-label={aria}
        startIcon={soldOut ? undefined : <AddShoppingCartIcon />}
        fullWidth={fullWidth}
      >
        {label}
      </Button>
    );

  return (
    <>
      {hint ? (
        <Hint title={hint}>
          <span>{control}</span>
        </Hint>
      ) : (
        control
      )}
      {asked && (
        <Confirm
          isOpen={confirming}
          title="customer.dish.confirm_title"
          content="customer.dish.confirm_content"
          titleTranslateOptions={{ name }}
          contentTranslateOptions={{ allergens: allergenNames(concern) }}
          confirm="customer.dish.confirm_ok"
          cancel="customer.dish.confirm_cancel"
          confirmColor="warning"
          onConfirm={() => {
            setConfirming(false);
            add();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

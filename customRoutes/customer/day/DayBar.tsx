/**
 * The top of the home, the menu and the cart: the day picker, or, while an order is being changed, the banner
 * that says which one (its day is fixed).
 */
import { useCart } from '../cart/useCart';
import { DayPicker } from './DayPicker';
import { EditBanner } from './EditBanner';
import { useChosenDay } from './useChosenDay';

export function DayBar({ compact = false }: { compact?: boolean }) {
  const { cart } = useCart();
  const { today } = useChosenDay();
  return cart.editing ? <EditBanner editing={cart.editing} today={today} /> : <DayPicker compact={compact} />;
}

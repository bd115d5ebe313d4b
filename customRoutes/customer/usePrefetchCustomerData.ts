/**
 * The restaurant's settings (the time zone of prices' and hours' formatting), asked for when the customer
 * frame opens, with the dishes, instead of when the first card appears: the cards then draw once, not once
 * per answer. (The customer's allergens are read by the frame itself: dishes/MyAllergenIds.tsx.)
 */
import { usePrefetchQuery } from '@tanstack/react-query';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { settingsQuery } from '../../src/ui/useFormat';

export function usePrefetchCustomerData(): void {
  usePrefetchQuery(settingsQuery(useComedorDataProvider()));
}

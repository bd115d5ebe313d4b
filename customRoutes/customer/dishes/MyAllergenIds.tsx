/**
 * The ids of the allergens the customer marked, read once by the customer app's frame and shared with every
 * dish card, add button and dish sheet: a screen of forty cards then holds one subscription to the query,
 * not eighty, and the answer redraws the cards once.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useMyAllergens } from './useMyAllergens';

const MyAllergenIdsContext = createContext<ReadonlySet<number> | null>(null);

export function MyAllergenIdsProvider({ children }: { children: ReactNode }) {
  const { allergicIds } = useMyAllergens();
  return <MyAllergenIdsContext.Provider value={allergicIds}>{children}</MyAllergenIdsContext.Provider>;
}

export function useMyAllergenIds(): ReadonlySet<number> {
  const ids = useContext(MyAllergenIdsContext);
  // A card outside the frame would silently drop the allergen warnings: fail loudly instead.
  if (!ids) throw new Error('useMyAllergenIds() needs <MyAllergenIdsProvider> (the customer frame)');
  return ids;
}

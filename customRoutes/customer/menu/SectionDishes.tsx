/** The dishes of one menu section, loaded when the section is opened. */
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CategoryId } from '../../../model/categories';
import { DishCard } from '../dishes/DishCard';
import { useDishes } from '../dishes/useDishes';
import { useProgressiveList } from '../dishes/useProgressiveList';
import { LoadError } from '../LoadError';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1.5, md: 2 },
  listStyle: 'none',
  p: 0,
  m: 0,
};

export function SectionDishes({ category }: { category: CategoryId }) {
  const translate = useTranslate();
  const dishes = useDishes(category);
  // a phone's first two rows at once, the rest in a background render
  const shown = useProgressiveList(dishes.data, 4);
  if (dishes.isPending) {
    return (
      <Box sx={GRID} role="status" aria-label={translate('customer.common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Box>
    );
  }
  if (dishes.isError) return <LoadError error={dishes.error} onRetry={() => void dishes.refetch()} />;
  if (!dishes.data.length) return <Typography color="text.secondary">{translate('customer.menu.empty')}</Typography>;
  return (
    <Box component="ul" sx={GRID}>
      {(shown ?? dishes.data).map((dish) => (
        <li key={dish.id}>
          <DishCard dish={dish} addVariant="icon" />
        </li>
      ))}
    </Box>
  );
}

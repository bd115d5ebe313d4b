/** The dish cards of the current list page, with loading and empty states. */
import { Grid, Skeleton, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { DishFilter } from './dishFilter';
import type { Dish } from '../../model/entities';
import { DishCard } from './DishCard';

export function DishGrid() {
  const translate = useTranslate();
  const list = useListContext<Dish>();
  const { data, isPending } = list;
  const filterValues = list.filterValues as DishFilter;
  if (isPending) {
    return (
      <Grid container spacing={2} sx={{ p: 2 }}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={260} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!data?.length) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate(filterValues.withdrawn === true ? 'admin.dishes.empty_withdrawn' : 'admin.dishes.empty')}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((dish) => (
        <Grid key={dish.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <DishCard dish={dish} />
        </Grid>
      ))}
    </Grid>
  );
}

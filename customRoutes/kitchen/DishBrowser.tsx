/** /platos: the kitchen's dish browser, one radio tab per category in the chef's own numbering. */
import { useState } from 'react';
import { Alert, Button, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../src/ui/errorMessage';
import { CHEF_TABS, categoryForChefTab } from '../../model/categories';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { ChefTabs } from './ChefTabs';
import { DishCard } from './DishCard';

export function DishBrowser() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const [params, setParams] = useSearchParams();
  // Local state answers the click at once; the URL keeps the tab for 'Atrás' and reloads.
  const [tab, setTab] = useState(() => {
    const requested = Number(params.get('tab'));
    return CHEF_TABS.some((t) => t.tab === requested) ? requested : CHEF_TABS[0].tab;
  });
  const categoryId = categoryForChefTab(tab);

  const dishes = useQuery({
    queryKey: queryKeys.kitchen.dishes(categoryId),
    queryFn: ({ signal }) => dataProvider.getKitchenDishes(categoryId, { signal }),
  });

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {translate('kitchen.dishes.title')}
      </Typography>
      <ChefTabs
        tab={tab}
        onChange={(next) => {
          setTab(next);
          setParams({ tab: String(next) }, { replace: true });
        }}
      />
      {dishes.isPending && (
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Skeleton variant="rounded" height={300} />
            </Grid>
          ))}
        </Grid>
      )}
      {dishes.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void dishes.refetch()}>
              {translate('kitchen.board.retry')}
            </Button>
          }
        >
          {translate('kitchen.dishes.load_error')} {errorMessage(dishes.error, translate)}
        </Alert>
      )}
      {dishes.isSuccess && dishes.data.length === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{translate('kitchen.dishes.empty')}</Typography>
        </Paper>
      )}
      {dishes.isSuccess && dishes.data.length > 0 && (
        <Grid container spacing={2}>
          {dishes.data.map((dish) => (
            <Grid key={dish.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <DishCard dish={dish} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}

/**
 * /recipe/{id}: the dish's recipe card from the API: title, image, ingredients, allergens, description, price.
 * Opened from a ticket (`?order=`), it first says which of that customer's allergens the dish contains and
 * whether the customer confirmed the warning.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Grid, List, ListItem, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { errorMessage } from '../../src/ui/errorMessage';
import { useFormat } from '../../src/ui/useFormat';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { AllergenList } from '../shared/AllergenList';
import { isSoldOut } from '../../model/dishes';
import { PATHS } from '../../model/paths';
import type { Order } from '../../model/entities';
import { AllergensConfirmed } from './AllergensConfirmed';
import { allergenNames } from './ticketRules';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function RecipePage() {
  const translate = useTranslate();
  const fmt = useFormat();
  const navigate = useNavigate();
  const dataProvider = useComedorDataProvider();
  const { id } = useParams();
  const dishId = Number(id);
  const valid = Number.isInteger(dishId) && dishId > 0;
  const dish = useQuery({
    queryKey: queryKeys.kitchen.recipe(dishId),
    enabled: valid,
    retry: (count, error: Error & { status?: number }) => error.status !== 404 && count < 1,
    queryFn: ({ signal }) => dataProvider.getDish(dishId, { signal }),
  });
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(PATHS.chefDishes));
  const notFound = !valid || (dish.error as { status?: number } | null)?.status === 404;
  const [search] = useSearchParams();
  const orderId = Number(search.get('order'));
  const order = useQuery({
    queryKey: queryKeys.kitchen.order(orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
    queryFn: ({ signal }) => dataProvider.getOrder(orderId, { signal }),
  });

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 2 }}>
        {translate('kitchen.recipe.back')}
      </Button>
      {notFound && <Alert severity="warning">{translate('kitchen.recipe.not_found')}</Alert>}
      {!notFound && dish.isError && (
        <Alert severity="error">
          {translate('kitchen.recipe.load_error')} {errorMessage(dish.error, translate)}
        </Alert>
      )}
      {order.data && <OrderAllergens order={order.data} dishId={dishId} />}
      {valid && dish.isPending && <Skeleton variant="rounded" height={360} />}
      {dish.isSuccess && (
        <Paper component="article" aria-labelledby="recipe-title" sx={{ p: { xs: 2, md: 3 } }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Box
                component="img"
                src={imageUrl(dish.data.image)}
                alt={dish.data.name}
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.200' }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography
                  id="recipe-title"
                  variant="h4"
                  component="h1"
                  sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
                >
                  {dish.data.name}
                </Typography>
                {isSoldOut(dish.data) && <Chip color="error" label={translate('kitchen.dishes.sold_out')} />}
              </Stack>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('kitchen.recipe.category')}: {dish.data.category.name} · {translate('kitchen.recipe.price')}:{' '}
                {fmt.money(dish.data.cost)} · {translate('kitchen.dishes.stock', { smart_count: dish.data.stock })}
              </Typography>
              <Section title={translate('kitchen.recipe.ingredients')}>
                {dish.data.ingredients && dish.data.ingredients.length > 0 ? (
                  <List dense aria-label={translate('kitchen.recipe.ingredients')} sx={{ listStyle: 'disc', pl: 3 }}>
                    {dish.data.ingredients.map((ing) => (
                      <ListItem key={ing.name} sx={{ display: 'list-item', py: 0 }}>
                        <ListItemText primary={ing.name} />
                      </ListItem>
                    ))}
                  </List>
                ) : (
                  <Typography color="text.secondary">{translate('kitchen.recipe.no_ingredients')}</Typography>
                )}
              </Section>
              <Section title={translate('kitchen.recipe.allergens')}>
                <AllergenList
                  allergens={dish.data.allergens}
                  label={translate('kitchen.recipe.allergens')}
                  emptyText={translate('kitchen.recipe.no_allergens')}
                  size="medium"
                />
              </Section>
              <Section title={translate('kitchen.recipe.description')}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>
                  {dish.data.description || translate('kitchen.recipe.no_description')}
                </Typography>
              </Section>
            </Grid>
          </Grid>
        </Paper>
      )}
    </Box>
  );
}

/** The ordering customer's allergens this dish contains ("contiene Gluten"), and their confirmation. */
function OrderAllergens({ order, dishId }: { order: Order; dishId: number }) {
  const translate = useTranslate();
  const hurts = order.lines.find((l) => l.dishId === dishId)?.customerAllergens ?? [];
  if (hurts.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ fontWeight: 800 }}>
        {translate('kitchen.recipe.order_allergens', {
          n: order.number,
          customer: order.customer
            ? `${order.customer.name} ${order.customer.surname}`.trim()
            : translate('kitchen.board.deleted_customer'),
          allergens: allergenNames(hurts),
        })}
      </Typography>
      {order.allergensConfirmed && <AllergensConfirmed />}
    </Alert>
  );
}

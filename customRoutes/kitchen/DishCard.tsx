/** A dish in the kitchen's browser: image, name, stock, 'Agotado', and 'Ver más', 'Editar', 'Borrar'. */
import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Dish } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { DishEditDialog } from './DishEditDialog';
import { isSoldOut } from '../../model/dishes';
import { recipePath } from '../../model/paths';

export function DishCard({ dish }: { dish: Dish }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const soldOut = isSoldOut(dish);

  const withdraw = useMutation({
    mutationFn: () => dataProvider.delete<Dish>('dishes', { id: dish.id, previousData: dish }),
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueriesData<Dish[]>({ queryKey: queryKeys.kitchen.allDishes }, (old) =>
        old?.filter((d) => d.id !== dish.id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.allDishes });
      notify('kitchen.dishes.deleted', { type: 'success', messageArgs: { name: dish.name }, autoHideDuration: 8000 });
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });

  return (
    <Card component="article" aria-label={dish.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <CardMedia
          component="img"
          image={imageUrl(dish.image)}
          alt={dish.name}
          sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.200', filter: soldOut ? 'grayscale(0.8)' : 'none' }}
        />
        {soldOut && (
          <Chip
            label={translate('kitchen.dishes.sold_out')}
            color="error"
            sx={{ position: 'absolute', top: 8, right: 8, fontWeight: 700 }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {dish.name}
        </Typography>
        <Typography color={dish.stock === 0 ? 'error' : 'text.secondary'}>
          {translate('kitchen.dishes.stock', { smart_count: dish.stock })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button component={Link} to={recipePath(dish.id)} size="small" variant="outlined">
          {translate('kitchen.dishes.see_more')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
          {translate('kitchen.dishes.edit')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          {translate('kitchen.dishes.delete')}
        </Button>
      </CardActions>
      {editing && <DishEditDialog dish={dish} open={editing} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={confirming}
        loading={withdraw.isPending}
        title={translate('kitchen.dishes.delete_title', { name: dish.name })}
        content={translate('kitchen.dishes.delete_confirm')}
        confirm={translate('kitchen.dishes.delete')}
        cancel={translate('kitchen.dishes.cancel')}
        confirmColor="warning"
        onConfirm={() => withdraw.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

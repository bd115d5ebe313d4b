/** One dish as a card (home carousels and menu sections): photo, name, price, warnings and the add button. */
import { useId, useState } from 'react';
import { Box, Card, CardActions, CardContent, Chip, IconButton, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import type { Dish } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';
import { AddDishButton } from './AddDishButton';
import { AllergenWarning } from './AllergenWarning';
import { DishImage } from './DishImage';
import { DishInfoDialog } from './DishInfoDialog';
import { isSoldOut } from '../../../model/dishes';
import { allergensOfConcern } from './dishRules';
import { useMyAllergenIds } from './MyAllergenIds';

const LOW_STOCK = 5;

/**
 * `priority`: one of the first cards a screen shows, whose photo loads first (see DishImage). `stockNote`: what to
 * say about the portions left instead of the low-stock warning ("Quedan 3 raciones" at the last minute).
 */
export function DishCard({
  dish,
  addVariant = 'button',
  priority = false,
  stockNote,
}: {
  dish: Dish;
  addVariant?: 'button' | 'icon';
  priority?: boolean;
  stockNote?: string;
}) {
  const translate = useTranslate();
  const fmt = useFormat();
  const titleId = useId();
  const [info, setInfo] = useState(false);
  const allergicIds = useMyAllergenIds();
  const soldOut = isSoldOut(dish);
  const concern = allergensOfConcern(dish, allergicIds);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <Box sx={{ position: 'relative' }}>
        <DishImage src={dish.image} alt={dish.name} dimmed={soldOut} priority={priority} />
        {soldOut && (
          <Chip
            label={translate('customer.dish.sold_out')}
            color="error"
            sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 800 }}
          />
        )}
        <IconButton
          aria-label={translate('customer.dish.info', { name: dish.name })}
          onClick={() => setInfo(true)}
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
        >
          <InfoOutlinedIcon />
        </IconButton>
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.02rem', lineHeight: 1.25 }}>
          {dish.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>{fmt.money(dish.cost)}</Typography>
          {!soldOut && stockNote && (
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 700 }}>
              {stockNote}
            </Typography>
          )}
          {!soldOut && !stockNote && dish.stock <= LOW_STOCK && (
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 700 }}>
              {translate('customer.dish.only_left', { smart_count: dish.stock })}
            </Typography>
          )}
        </Box>
        <AllergenWarning allergens={concern} compact />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: addVariant === 'icon' ? 'flex-end' : 'stretch' }}>
        <AddDishButton dish={dish} variant={addVariant} fullWidth />
      </CardActions>
      {info && <DishInfoDialog dish={dish} open={info} onClose={() => setInfo(false)} />}
    </Card>
  );
}

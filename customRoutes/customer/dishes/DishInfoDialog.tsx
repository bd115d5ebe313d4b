/** The dish's info modal: photo, description, ingredients and allergens (GET dishes/{id}), with 'Añadir'. */
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { Dish } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';
import { AllergenList } from '../../shared/AllergenList';
import { AddDishButton } from './AddDishButton';
import { AllergenWarning } from './AllergenWarning';
import { DishImage } from './DishImage';
import { allergenNames, allergensOfConcern } from './dishRules';
import { useMyAllergenIds } from './MyAllergenIds';

export function DishInfoDialog({ dish, open, onClose }: { dish: Dish; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const fmt = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const allergicIds = useMyAllergenIds();
  const detail = useQuery({
    queryKey: queryKeys.customer.dish(dish.id),
    queryFn: () => dataProvider.getDish(dish.id),
    enabled: open,
  });
  const shown = detail.data ?? dish;
  const concern = allergensOfConcern(shown, allergicIds);
  const concernIds = new Set(concern.map((a) => a.id));
  const ingredients = detail.data?.ingredients ?? [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`dish-info-${dish.id}`}
    >
      <DishImage src={shown.image} alt={shown.name} height={fullScreen ? 240 : 260} />
      <DialogTitle id={`dish-info-${dish.id}`} sx={{ pb: 0.5 }}>
        {shown.name}
        <Typography component="span" sx={{ display: 'block', fontWeight: 800, color: 'primary.main' }}>
          {fmt.money(shown.cost)}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <AllergenWarning allergens={concern} />
        {shown.description && (
          <Box>
            <Typography variant="h3" component="h3" gutterBottom>
              {translate('customer.dish.description')}
            </Typography>
            <Typography>{shown.description}</Typography>
          </Box>
        )}
        <Box>
          <Typography variant="h3" component="h3" gutterBottom>
            {translate('customer.dish.ingredients')}
          </Typography>
          {detail.isPending ? (
            <Skeleton variant="text" width="60%" />
          ) : ingredients.length ? (
            <Box component="ul" aria-label={translate('customer.dish.ingredients')} sx={{ m: 0, pl: 2.5 }}>
              {ingredients.map((i) => (
                <li key={i.name}>{i.name}</li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{translate('customer.dish.no_ingredients')}</Typography>
          )}
        </Box>
        <Box>
          <Typography variant="h3" component="h3" gutterBottom>
            {translate('customer.dish.allergens')}
          </Typography>
          <AllergenList
            allergens={shown.allergens.filter((a) => !concernIds.has(a.id))}
            label={translate('customer.dish.allergens')}
            emptyText={concern.length ? undefined : translate('customer.dish.no_allergens')}
          />
          {concern.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <AllergenList
                allergens={concern}
                label={translate('customer.dish.allergen_warning', { allergens: allergenNames(concern) })}
                warning
              />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose}>{translate('customer.common.close')}</Button>
        <AddDishButton dish={shown} onAdded={onClose} />
      </DialogActions>
    </Dialog>
  );
}

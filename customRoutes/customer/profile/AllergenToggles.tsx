/**
 * The customer's allergens: one toggle per allergen; a click flips it and saves it at once
 * (PUT users_allergens/user/{u}/allergen/{a}?isAllergic=). Active ones are red and struck through.
 */
import { Avatar, Box, ButtonBase, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { allergenName } from '../../../src/ui/allergenName';
import type { UserAllergen } from '../../../model/entities';
import { imageUrl } from '../../../dataProvider/http/apiUrl';
import { useCustomerId } from '../useCustomerId';

export function AllergenToggles({ allergens }: { allergens: UserAllergen[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const userId = useCustomerId();
  const key = queryKeys.userAllergens(userId);

  const toggle = useMutation({
    mutationFn: ({ id, isAllergic }: { id: number; name: string; isAllergic: boolean }) =>
      dataProvider.setAllergy(userId, id, isAllergic),
    onMutate: async ({ id, isAllergic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserAllergen[]>(key);
      queryClient.setQueryData<UserAllergen[]>(key, (list) =>
        list?.map((ua) => (ua.allergens.id === id ? { ...ua, isAllergic } : ua)),
      );
      return { previous };
    },
    onSuccess: (_saved, { name, isAllergic }) =>
      notify(isAllergic ? 'customer.profile.allergen_on' : 'customer.profile.allergen_off', {
        type: 'success',
        messageArgs: { name },
        autoHideDuration: 2500,
      }),
    onError: (e: Error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify('customer.profile.allergen_error', { type: 'error', messageArgs: { message: errorMessage(e) } });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  return (
    <Paper component="section" aria-labelledby="allergens-title" sx={{ p: 3, borderRadius: 4 }}>
      <Typography id="allergens-title" variant="h2" gutterBottom>
        {translate('customer.profile.allergens')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('customer.profile.allergens_hint')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {allergens.map(({ allergens: a, isAllergic }) => (
          <li key={a.id}>
            <ButtonBase
              focusRipple
              aria-pressed={isAllergic}
              onClick={() => toggle.mutate({ id: a.id, name: allergenName(a.name, translate), isAllergic: !isAllergic })}
              sx={{
                width: '100%',
                minHeight: 48,
                justifyContent: 'flex-start',
                textAlign: 'left',
                gap: 1,
                px: 1.25,
                py: 0.75,
                borderRadius: 3,
                border: '2px solid',
                borderColor: isAllergic ? 'error.main' : 'divider',
                bgcolor: isAllergic ? '#fde8e8' : '#fff',
                color: isAllergic ? 'error.main' : 'text.primary',
                fontWeight: 700,
                fontSize: '0.95rem',
                textDecoration: isAllergic ? 'line-through' : 'none',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <Avatar src={imageUrl(a.image)} alt="" sx={{ width: 28, height: 28, bgcolor: '#f6e3c8' }} />
              {allergenName(a.name, translate)}
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

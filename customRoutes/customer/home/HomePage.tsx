/** The customer's home (/board-user, /inicio): a greeting and the four carousels of the spec. */
import { Box, Button, Paper, Typography } from '@mui/material';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { CategoryId } from '../../../model/categories';
import { DishCarousel } from './DishCarousel';
import { PATHS } from '../../../model/paths';

const CAROUSELS: { title: string; category: CategoryId }[] = [
  { title: 'customer.home.starters', category: 3 },
  { title: 'customer.home.seconds', category: 2 },
  { title: 'customer.home.drinks', category: 5 },
  { title: 'customer.home.desserts', category: 4 },
];

export function HomePage() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: () => dataProvider.getMe() });
  return (
    <>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, md: 4 },
          mb: 3,
          borderRadius: 5,
          color: '#3b2412',
          background: 'linear-gradient(120deg, #ffd99a 0%, #f7b267 55%, #f4845f 100%)',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1">
            {me.data
              ? translate('customer.home.greeting', { name: me.data.name })
              : translate('customer.home.greeting_anonymous')}
          </Typography>
          <Typography sx={{ mt: 0.5, fontSize: '1.05rem' }}>{translate('customer.home.subtitle')}</Typography>
        </Box>
        <Button component={RouterLink} to={PATHS.menu} variant="contained" size="large" startIcon={<RestaurantMenuIcon />}>
          {translate('customer.home.build_menu')}
        </Button>
      </Paper>
      {CAROUSELS.map((c, index) => (
        <DishCarousel key={c.category} title={translate(c.title)} category={c.category} first={index === 0} />
      ))}
    </>
  );
}

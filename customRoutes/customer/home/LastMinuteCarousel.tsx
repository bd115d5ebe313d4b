/**
 * The "Última hora" carousel: today's dishes still offered, each with "Quedan N raciones" and the add button. It is
 * first on the home, so its first photos load at once and first (the page's first script preloads them too), and
 * its first cards are drawn with the home, the others a moment later in a background render.
 */
import { Box, Typography } from '@mui/material';
import BoltIcon from '@mui/icons-material/Bolt';
import { useTranslate } from 'react-admin';
import type { LastMinuteDish } from '../../../model/last-minute';
import { DishCard } from '../dishes/DishCard';
import { useProgressiveList } from '../dishes/useProgressiveList';
import { LAST_MINUTE_PHOTOS_FIRST } from '../../../dataProvider/http/earlyRequests';

const CARD_WIDTH = { xs: '72%', sm: 240 };
/** cards drawn with the home; the rest follow in a background render (useProgressiveList), as in every carousel */
const FIRST_CARDS = 3;

export function LastMinuteCarousel({ offered }: { offered: LastMinuteDish[] }) {
  const translate = useTranslate();
  const shown = useProgressiveList(offered, FIRST_CARDS);
  return (
    <Box component="section" aria-labelledby="last-minute-title" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BoltIcon color="warning" />
        <Typography id="last-minute-title" variant="h2">
          {translate('customer.last_minute.title')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('customer.last_minute.hint')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          m: 0,
          px: 0.5,
          pt: 0.5,
          pb: 1.5,
          '&::-webkit-scrollbar': { height: 6 },
          '&::-webkit-scrollbar-thumb': { bgcolor: '#e6c9a5', borderRadius: 3 },
        }}
      >
        {shown?.map(({ dish, left }, index) => (
          <Box component="li" key={dish.id} sx={{ flex: '0 0 auto', width: CARD_WIDTH, scrollSnapAlign: 'start' }}>
            {/* the cart never takes more than what is left at the last minute */}
            <DishCard
              dish={{ ...dish, stock: left }}
              stockNote={translate('customer.last_minute.left', { smart_count: left })}
              priority={index < LAST_MINUTE_PHOTOS_FIRST}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A horizontal, touch-friendly carousel of one category's dishes (scroll snap), with arrow buttons. */
import { memo, useId, useRef } from 'react';
import { Box, IconButton, Skeleton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { CategoryId } from '../../../model/categories';
import { DishCard } from '../dishes/DishCard';
import { useDishes } from '../dishes/useDishes';
import { useProgressiveList } from '../dishes/useProgressiveList';
import { LoadError } from '../LoadError';

const CARD_WIDTH = { xs: '72%', sm: 240 };
/** cards drawn at once; the rest follow in a background render (useProgressiveList) */
const FIRST_CARDS = 3;

/**
 * `photosFirst`: how many of its first photos load at once and first (those on screen before scrolling, the
 * screen's largest paint; the page's first script preloads them, dataProvider/http/earlyRequests.ts).
 * Memoised: the home's greeting arriving does not redraw every card of every carousel.
 */
export const DishCarousel = memo(function DishCarousel({
  title,
  category,
  photosFirst = 0,
}: {
  title: string;
  category: CategoryId;
  photosFirst?: number;
}) {
  const translate = useTranslate();
  const headingId = useId();
  const track = useRef<HTMLDivElement>(null);
  const dishes = useDishes(category);
  const shown = useProgressiveList(dishes.data, FIRST_CARDS);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          <IconButton
            aria-label={translate('customer.home.previous', { title })}
            onClick={() => scroll(-1)}
            sx={{ bgcolor: '#fff', boxShadow: 1 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={translate('customer.home.next', { title })}
            onClick={() => scroll(1)}
            sx={{ bgcolor: '#fff', boxShadow: 1 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
      {dishes.isError ? (
        <LoadError error={dishes.error} onRetry={() => void dishes.refetch()} />
      ) : dishes.data && dishes.data.length === 0 ? (
        <Typography color="text.secondary">{translate('customer.home.empty')}</Typography>
      ) : (
        <Box
          ref={track}
          component="ul"
          sx={{
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollPaddingLeft: 4,
            listStyle: 'none',
            m: 0,
            px: 0.5,
            pt: 0.5,
            pb: 1.5,
            WebkitOverflowScrolling: 'touch',
            '&::-webkit-scrollbar': { height: 6 },
            '&::-webkit-scrollbar-thumb': { bgcolor: '#e6c9a5', borderRadius: 3 },
          }}
        >
          {dishes.isPending
            ? [0, 1, 2, 3].map((i) => (
                <Box component="li" key={i} sx={{ flex: '0 0 auto', width: CARD_WIDTH }}>
                  <Skeleton variant="rounded" height={280} />
                </Box>
              ))
            : shown?.map((dish, index) => (
                <Box component="li" key={dish.id} sx={{ flex: '0 0 auto', width: CARD_WIDTH, scrollSnapAlign: 'start' }}>
                  <DishCard dish={dish} priority={index < photosFirst} />
                </Box>
              ))}
        </Box>
      )}
    </Box>
  );
});

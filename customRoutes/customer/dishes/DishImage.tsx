/**
 * A dish photo at a fixed aspect ratio, named after its dish (`alt`), with a warm placeholder when the dish has no
 * image. Photos load when they come near the screen and decode off the main thread; a `priority` photo (the first
 * ones a screen shows, its largest paint) loads at once and first, and paints with the text around it.
 */
import { Box } from '@mui/material';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { imageUrl } from '../../../dataProvider/http/apiUrl';

export function DishImage({
  src,
  alt,
  height = 140,
  dimmed = false,
  priority = false,
}: {
  src: string | null;
  alt: string;
  height?: number | string;
  dimmed?: boolean;
  priority?: boolean;
}) {
  const url = imageUrl(src);
  return (
    <Box
      sx={{
        height,
        width: '100%',
        bgcolor: '#f6e3c8',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        filter: dimmed ? 'grayscale(0.8)' : undefined,
        opacity: dimmed ? 0.7 : 1,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'auto' : 'async'}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <RestaurantIcon sx={{ fontSize: 48, color: '#c98a4b' }} />
      )}
    </Box>
  );
}

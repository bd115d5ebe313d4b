/**
 * /pantalla-recogida: the counter's screen (a TV in landscape or a 10-inch tablet). Two large columns of order
 * numbers only, never names: "En preparación" and "Listo para recoger"; a chime when a number turns ready; a
 * ready number leaves when collected or `?listo=` minutes (default 10) after 'listo'. Live and self-reconnecting.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { pickupColumns, readyMinutesOf } from '../../model/pickup';
import { ConnectionIndicator } from './ConnectionIndicator';
import { playBeep } from './newOrderAlert';
import { useLocalClock } from './useLocalClock';
import { usePickupOrders } from './usePickupOrders';
import '../../src/i18n/kitchenCatalog';

const TICK_MS = 15_000;

export function PickupScreen() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const readyMinutes = readyMinutesOf(params.get('listo'));
  const { today } = useLocalClock();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const onReady = useCallback(() => playBeep(), []);
  const { query, connection } = usePickupOrders(today, onReady);
  const columns = pickupColumns(query.data ?? [], now, readyMinutes);

  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: '#111', color: '#fff', display: 'flex', flexDirection: 'column', p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, '& [role=status]': { bgcolor: '#fff' } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {translate('kitchen.pickup.title')}
        </Typography>
        <ConnectionIndicator state={connection} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: { xs: 2, md: 3 }, flexGrow: 1 }}>
        <NumberColumn title={translate('kitchen.pickup.preparing')} numbers={columns.preparing} accent="#f5b700" />
        <NumberColumn title={translate('kitchen.pickup.ready')} numbers={columns.ready} accent="#2ecc71" />
      </Box>
    </Box>
  );
}

function NumberColumn({ title, numbers, accent }: { title: string; numbers: number[]; accent: string }) {
  const id = `pickup-${accent.slice(1)}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ border: `4px solid ${accent}`, borderRadius: 3, p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      <Typography id={id} component="h2" sx={{ fontWeight: 800, color: accent, fontSize: { xs: '1.8rem', md: '3rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-label={title}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 } }}
      >
        {numbers.map((n) => (
          <Box
            component="li"
            key={n}
            sx={{
              fontWeight: 900,
              fontSize: { xs: '2.6rem', md: '4.5rem' },
              lineHeight: 1.1,
              minWidth: '3ch',
              textAlign: 'center',
            }}
          >
            {n}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

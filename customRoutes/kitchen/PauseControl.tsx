/**
 * 'Pausar pedidos' on the board: 10, 20 or 30 minutes or another length (up to 3 hours); while paused, the end
 * time with a countdown and 'Reanudar'. The pause ends by itself; every open board learns of it live.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Menu, MenuItem, TextField } from '@mui/material';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useNotify, useTranslate } from 'react-admin';
import { MAX_PAUSE_MINUTES, MIN_PAUSE_MINUTES } from '../../model/capacity';
import { useFormat } from '../../src/ui/useFormat';
import { useKitchenChange } from './useKitchenChange';

const QUICK_PAUSES = [10, 20, 30];

function useCountdown(until: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = until ? Math.max(0, Math.ceil((new Date(until).getTime() - now) / 1000)) : 0;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

export function PauseControl({ pausedUntil }: { pausedUntil: string | null }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const notify = useNotify();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [custom, setCustom] = useState<string | null>(null);
  const left = useCountdown(pausedUntil);
  const pause = useKitchenChange(
    (dataProvider, minutes: number) => dataProvider.pauseOrders(minutes),
    (status) => {
      setCustom(null);
      if (status.pausedUntil)
        notify('kitchen.pause.paused_notice', { type: 'info', messageArgs: { time: fmt.time(status.pausedUntil) } });
    },
  );
  const resume = useKitchenChange(
    (dataProvider) => dataProvider.resumeOrders(),
    () => notify('kitchen.pause.resumed_notice', { type: 'success' }),
  );
  const customMinutes = Number(custom);
  const customValid =
    custom !== null &&
    Number.isInteger(customMinutes) &&
    customMinutes >= MIN_PAUSE_MINUTES &&
    customMinutes <= MAX_PAUSE_MINUTES;

  if (pausedUntil) {
    return (
      <Alert
        severity="warning"
        role="status"
        action={
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<PlayArrowIcon />}
            disabled={resume.isPending}
            onClick={() => resume.mutate(undefined)}
          >
            {translate('kitchen.pause.resume')}
          </Button>
        }
        sx={{ alignItems: 'center', fontWeight: 700 }}
      >
        {translate('kitchen.pause.paused', { time: fmt.time(pausedUntil), left })}
      </Alert>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<PauseCircleIcon />}
        aria-haspopup="menu"
        disabled={pause.isPending}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        {translate('kitchen.pause.pause')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} aria-label={translate('kitchen.pause.menu_label')}>
        {QUICK_PAUSES.map((minutes) => (
          <MenuItem
            key={minutes}
            onClick={() => {
              setMenu(null);
              pause.mutate(minutes);
            }}
          >
            {translate('kitchen.pause.minutes', { smart_count: minutes })}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setMenu(null);
            setCustom('45');
          }}
        >
          {translate('kitchen.pause.custom')}
        </MenuItem>
      </Menu>
      <Dialog open={custom !== null} onClose={() => setCustom(null)} maxWidth="xs" fullWidth>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (customValid) pause.mutate(customMinutes);
          }}
        >
          <DialogTitle>{translate('kitchen.pause.custom_title')}</DialogTitle>
          <DialogContent>
            <TextField
              label={translate('kitchen.pause.custom_label', { max: MAX_PAUSE_MINUTES })}
              type="number"
              value={custom ?? ''}
              onChange={(e) => setCustom(e.target.value)}
              error={!customValid}
              helperText={customValid ? ' ' : translate('kitchen.pause.custom_invalid', { max: MAX_PAUSE_MINUTES })}
              slotProps={{ htmlInput: { min: MIN_PAUSE_MINUTES, max: MAX_PAUSE_MINUTES, step: 1, inputMode: 'numeric' } }}
              autoFocus
              fullWidth
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCustom(null)}>{translate('kitchen.pause.cancel')}</Button>
            <Button type="submit" variant="contained" color="warning" disabled={!customValid || pause.isPending}>
              {translate('kitchen.pause.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

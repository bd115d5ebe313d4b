/** "Copiar día": choose a source day and a target day (today or later); the target gets the source's menu. */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addDays } from '../../model/calendar';

interface Props {
  open: boolean;
  monday: string;
  today: string;
  busy: boolean;
  onClose: () => void;
  onCopy: (from: string, to: string) => void;
}

export function CopyDayDialog({ open, monday, today, busy, onClose, onCopy }: Props) {
  const translate = useTranslate();
  const [from, setFrom] = useState(monday);
  const [to, setTo] = useState(addDays(monday, 1));
  useEffect(() => {
    if (!open) return;
    const source = monday < today ? today : monday;
    setFrom(source);
    setTo(addDays(source, 1));
  }, [open, monday, today]);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= today && from !== to;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="copy-day-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onCopy(from, to);
        }}
      >
        <DialogTitle id="copy-day-title">{translate('planning.week.copy_day_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('planning.week.copy_day_help')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              type="date"
              label={translate('planning.week.copy_day_source')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              type="date"
              label={translate('planning.week.copy_day_target')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid || busy}>
            {translate('planning.week.copy')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * One cell of the week grid: a planned day's portions of a dish, saved on Enter or when the field loses focus.
 * Empty means "not offered that day". What is booked shows beside it; a refused save puts the saved value back.
 */
import { useEffect, useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  portions: number | null;
  booked: number;
  label: string;
  disabled?: boolean;
  onSave: (portions: number | null) => Promise<boolean>;
}

export function PortionsField({ portions, booked, label, disabled, onSave }: Props) {
  const translate = useTranslate();
  const saved = portions === null ? '' : String(portions);
  const [text, setText] = useState(saved);
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(saved), [saved]);

  const commit = async () => {
    const trimmed = text.trim();
    const value = trimmed === '' ? null : Number(trimmed);
    if (trimmed === saved || (value !== null && (!Number.isInteger(value) || value < 0))) {
      setText(saved);
      return;
    }
    setBusy(true);
    const ok = await onSave(value);
    setBusy(false);
    if (!ok) setText(saved);
  };

  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
          if (e.key === 'Escape') setText(saved);
        }}
        disabled={disabled || busy}
        size="small"
        placeholder="—"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': label,
            style: { textAlign: 'right', width: '3.5em', padding: '6px 8px' },
          },
        }}
      />
      {booked > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('planning.week.booked', { smart_count: booked })}
        </Typography>
      )}
    </Stack>
  );
}

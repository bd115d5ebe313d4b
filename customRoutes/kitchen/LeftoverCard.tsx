/**
 * One dish on "Sobras del día", for a wet hand on a tablet: the reason chips (Sobrante, Devuelto, Caducado), big
 * − / + steppers (64 px) around the portions of the chosen reason, an optional weight in kg, and the entry's state
 * ("Guardando…", "Guardado", or the error in words with "Reintentar"). Each change is saved as typed.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { LEFTOVER_REASONS, MAX_LEFTOVER_KG, MAX_LEFTOVER_PORTIONS, type LeftoverReason } from '../../model/leftover-rules';
import type { LeftoverDish } from '../../model/leftovers';
import type { SaveState } from './useLeftoverSaves';

type Typed = { portions: string; weight: string };

const BIG = { minWidth: 64, minHeight: 64, fontSize: '2rem', fontWeight: 800, borderRadius: 3 };

/** "0,5" or "0.5" kg; '' is "not weighed" (null); undefined when it is not a weight. */
function parseKg(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d+(\.\d{0,3})?$/.test(t)) return undefined;
  const kg = Number(t);
  return kg <= MAX_LEFTOVER_KG ? kg : undefined;
}
function parsePortions(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,5}$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MAX_LEFTOVER_PORTIONS ? n : undefined;
}

function initial(dish: LeftoverDish): Record<LeftoverReason, Typed> {
  const typed = {} as Record<LeftoverReason, Typed>;
  for (const reason of LEFTOVER_REASONS) {
    const entry = dish.entries.find((e) => e.reason === reason);
    typed[reason] = {
      portions: String(entry?.portions ?? 0),
      weight: entry?.weightKg == null ? '' : String(entry.weightKg).replace('.', ','),
    };
  }
  return typed;
}

export interface LeftoverCardProps {
  dish: LeftoverDish;
  save: (dishId: number, input: { reason: LeftoverReason; portions: number; weightKg: number | null }) => void;
  retry: (dishId: number, input: { reason: LeftoverReason; portions: number; weightKg: number | null }) => void;
  stateOf: (dishId: number, reason: string) => SaveState | undefined;
}

export function LeftoverCard({ dish, save, retry, stateOf }: LeftoverCardProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState<LeftoverReason>(
    () => LEFTOVER_REASONS.find((r) => dish.entries.some((e) => e.reason === r && e.portions > 0)) ?? 'sobrante',
  );
  const [typed, setTyped] = useState(() => initial(dish));
  const current = typed[reason];
  const portions = parsePortions(current.portions);
  const weightKg = parseKg(current.weight);
  const words = { name: dish.name, reason: translate(`kitchen.leftovers.reasons.${reason}`) };

  function change(next: Typed) {
    setTyped((t) => ({ ...t, [reason]: next }));
    const p = parsePortions(next.portions);
    const w = parseKg(next.weight);
    if (p !== undefined && w !== undefined) save(dish.dishId, { reason, portions: p, weightKg: w });
  }
  const step = (delta: number) =>
    change({ ...current, portions: String(Math.min(MAX_LEFTOVER_PORTIONS, Math.max(0, (portions ?? 0) + delta))) });

  const states = LEFTOVER_REASONS.map((r) => ({ reason: r, state: stateOf(dish.dishId, r) }));
  const failed = states.find((s) => s.state?.kind === 'error');
  const saving = states.some((s) => s.state?.kind === 'saving');
  // Entries read back from the server were saved before (another visit, a reload).
  const saved = states.some((s) => s.state?.kind === 'saved') || (states.every((s) => !s.state) && dish.entries.length > 0);
  const total = LEFTOVER_REASONS.reduce((n, r) => n + (parsePortions(typed[r].portions) ?? 0), 0);

  return (
    <Card component="section" aria-labelledby={`leftover-${dish.dishId}`} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={`leftover-${dish.dishId}`} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            {dish.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('kitchen.leftovers.served', { smart_count: dish.served })}
            {dish.suggested !== null && ` · ${translate('kitchen.leftovers.suggested', { smart_count: dish.suggested })}`}
          </Typography>
        </Stack>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={reason}
          onChange={(_e, value: LeftoverReason | null) => value && setReason(value)}
          aria-label={translate('kitchen.leftovers.reason_label', { name: dish.name })}
          sx={{ my: 1.5 }}
        >
          {LEFTOVER_REASONS.map((r) => {
            const n = parsePortions(typed[r].portions) ?? 0;
            const label = translate(`kitchen.leftovers.reasons.${r}`);
            return (
              <ToggleButton key={r} value={r} sx={{ minHeight: 56, fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}>
                {n > 0 ? translate('kitchen.leftovers.reason_count', { reason: label, smart_count: n }) : label}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            sx={BIG}
            aria-label={translate('kitchen.leftovers.less', words)}
            disabled={(portions ?? 0) <= 0}
            onClick={() => step(-1)}
          >
            −
          </Button>
          <TextField
            value={current.portions}
            onChange={(e) => change({ ...current, portions: e.target.value })}
            error={portions === undefined}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                size: 4,
                'aria-label': translate('kitchen.leftovers.portions_of', words),
                style: { textAlign: 'center', fontSize: '2rem', fontWeight: 800, padding: '8px 4px' },
              },
            }}
            sx={{ flex: '0 0 96px', minWidth: 0 }}
          />
          <Button variant="contained" sx={BIG} aria-label={translate('kitchen.leftovers.more', words)} onClick={() => step(1)}>
            +
          </Button>
          <TextField
            label={translate('kitchen.leftovers.weight')}
            value={current.weight}
            onChange={(e) => change({ ...current, weight: e.target.value })}
            error={weightKg === undefined}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                'aria-label': translate('kitchen.leftovers.weight_of', words),
                style: { fontSize: '1.25rem', minHeight: 40 },
              },
            }}
            sx={{ flex: '1 1 160px', minWidth: 0 }}
          />
        </Stack>
        {portions === undefined && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {translate('kitchen.leftovers.portions_invalid')}
          </Typography>
        )}
        {weightKg === undefined && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {translate('kitchen.leftovers.weight_invalid')}
          </Typography>
        )}
        <Box role="status" sx={{ mt: 1.5, minHeight: 32, display: 'flex', alignItems: 'center', gap: 1 }}>
          {failed ? (
            <Alert
              severity="error"
              sx={{ flex: 1 }}
              action={
                <Button
                  color="inherit"
                  onClick={() => {
                    const r = failed.reason;
                    const p = parsePortions(typed[r].portions);
                    const w = parseKg(typed[r].weight);
                    if (p !== undefined && w !== undefined) retry(dish.dishId, { reason: r, portions: p, weightKg: w });
                  }}
                >
                  {translate('kitchen.leftovers.retry')}
                </Button>
              }
            >
              {translate('kitchen.leftovers.error', { message: failed.state?.kind === 'error' ? failed.state.message : '' })}
            </Alert>
          ) : saving ? (
            <Typography color="text.secondary">{translate('kitchen.leftovers.saving')}</Typography>
          ) : saved ? (
            <Typography sx={{ color: 'success.dark', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CheckCircleIcon fontSize="small" /> {translate('kitchen.leftovers.saved')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {translate('kitchen.leftovers.total', { smart_count: total })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Inline form of one reward (name, description, points cost, repeatable, image) used to edit and to create. */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Reward } from '../../model/entities';
import { parseWholeNumber } from '../../model/money';
import { ImagePicker } from '../ui/ImagePicker';

export type RewardDraft = Pick<Reward, 'name' | 'description' | 'image' | 'cost' | 'repeatable'>;

interface RewardEditorProps {
  initial: RewardDraft;
  busy: boolean;
  onSave: (draft: RewardDraft) => void;
  onCancel: () => void;
}

export function RewardEditor({ initial, busy, onSave, onCancel }: RewardEditorProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<RewardDraft>(initial);
  const [touched, setTouched] = useState(false);
  const [costTouched, setCostTouched] = useState(false);
  // Points are whole: "7,25" is refused as such rather than read as 725 or 7.
  const [costText, setCostText] = useState(Number.isInteger(initial.cost) ? String(initial.cost) : '');
  const cost = parseWholeNumber(costText);
  const nameMissing = !draft.name.trim();
  const costInvalid = !cost.ok;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameMissing || !cost.ok) return;
    onSave({ ...draft, cost: cost.value, name: draft.name.trim(), description: draft.description.trim() });
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        label={translate('resources.rewards.fields.name')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        error={touched && nameMissing}
        helperText={touched && nameMissing ? translate('comedor.login.required') : undefined}
        required
        size="small"
      />
      <TextField
        label={translate('resources.rewards.fields.description')}
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        multiline
        minRows={2}
        size="small"
      />
      <TextField
        label={translate('resources.rewards.fields.cost')}
        value={costText}
        onChange={(e) => setCostText(e.target.value)}
        onBlur={() => setCostTouched(true)}
        error={(touched || costTouched) && costInvalid}
        helperText={(touched || costTouched) && !cost.ok ? translate(`admin.points.${cost.problem}`) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        size="small"
      />
      <FormControlLabel
        control={<Checkbox checked={draft.repeatable} onChange={(e) => setDraft({ ...draft, repeatable: e.target.checked })} />}
        label={translate('resources.rewards.fields.repeatable')}
      />
      <ImagePicker
        label={translate('resources.rewards.fields.image')}
        value={draft.image}
        onChange={(image) => setDraft({ ...draft, image })}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

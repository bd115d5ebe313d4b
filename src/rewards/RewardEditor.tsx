/** Inline form of one reward (name, description, points cost, repeatable, image) used to edit and to create. */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Reward } from '../../model/entities';
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
  const nameMissing = !draft.name.trim();
  const costInvalid = !Number.isInteger(draft.cost) || draft.cost < 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameMissing || costInvalid) return;
    onSave({ ...draft, name: draft.name.trim(), description: draft.description.trim() });
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
        type="number"
        value={Number.isNaN(draft.cost) ? '' : draft.cost}
        onChange={(e) => setDraft({ ...draft, cost: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        error={touched && costInvalid}
        helperText={touched && costInvalid ? translate('admin.rewards.cost_invalid') : undefined}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
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

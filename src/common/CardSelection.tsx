/** Selection on the card lists (dishes, complaints): a checkbox per card and one for the whole page. */
import { Checkbox, FormControlLabel } from '@mui/material';
import { useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';

export function SelectCardCheckbox({ id, name }: { id: Identifier; name: string }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      slotProps={{ input: { 'aria-label': translate('data.select', { name }) } }}
    />
  );
}

export function SelectPageCheckbox({ label }: { label: string }) {
  const translate = useTranslate();
  const { data, selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = (data ?? []).map((r: RaRecord) => r.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <FormControlLabel
      sx={{ px: 2 }}
      control={
        <Checkbox
          size="small"
          checked={all}
          indeterminate={!all && selectedIds.length > 0}
          onChange={() => (all ? onUnselectItems() : onSelect(ids))}
        />
      }
      label={translate(label)}
    />
  );
}

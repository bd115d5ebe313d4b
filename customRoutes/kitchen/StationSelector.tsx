/**
 * "Todas" and one button per station above the kitchen board; the choice goes to the URL and this device's memory
 * (OrdersBoard). A labelled group of toggle buttons (`aria-pressed`), each reached with Tab, made of MUI's Button:
 * MUI's ToggleButtonGroup registers each button in its roving focus during the first commit, and that update
 * re-rendered the group and ran the whole board's effects inside the same long task of a first visit
 * (docs/performance.md, "The board's first commit").
 */
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Station } from '../../model/entities';

export function StationSelector({
  stations,
  selected,
  onSelect,
}: {
  stations: Station[];
  selected: Station | null;
  onSelect: (id: number | null) => void;
}) {
  const translate = useTranslate();
  const choices = [{ id: null, label: translate('kitchen.stations.all') }, ...stations.map((s) => ({ id: s.id, label: s.name }))];
  return (
    <Box role="group" aria-label={translate('kitchen.stations.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {choices.map((choice) => {
        const pressed = (selected?.id ?? null) === choice.id;
        return (
          <Button
            key={choice.id ?? 'all'}
            size="large"
            variant={pressed ? 'contained' : 'outlined'}
            disableElevation
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onSelect(choice.id);
            }}
            sx={{ fontWeight: 700, px: 2.5, ...(pressed ? {} : { bgcolor: 'background.paper' }) }}
          >
            {choice.label}
          </Button>
        );
      })}
    </Box>
  );
}

/** How many cooks work in parallel (PUT kitchen/settings): it sets each pick-up slot's capacity. */
import { IconButton, Stack, Typography } from '@mui/material';
import { Hint } from '../../src/ui/Hint';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import { MAX_COOKS, MIN_COOKS } from '../../model/capacity';
import type { KitchenStatus } from '../../model/kitchen';
import { useKitchenChange } from './useKitchenChange';

export function CooksControl({ status }: { status: KitchenStatus }) {
  const translate = useTranslate();
  const change = useKitchenChange((dataProvider, cooks: number) => dataProvider.setKitchenCooks(cooks));
  const fewer = translate('kitchen.pause.fewer_cooks');
  const more = translate('kitchen.pause.more_cooks');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Hint title={fewer}>
        <span>
          <IconButton
            size="small"
            aria-label={fewer}
            disabled={change.isPending || status.cooks <= MIN_COOKS}
            onClick={() => change.mutate(status.cooks - 1)}
          >
            <RemoveIcon />
          </IconButton>
        </span>
      </Hint>
      <Typography sx={{ fontWeight: 700 }} title={translate('kitchen.pause.capacity', { smart_count: status.slotCapacity })}>
        {translate('kitchen.pause.cooks', { smart_count: status.cooks })}
      </Typography>
      <Hint title={more}>
        <span>
          <IconButton
            size="small"
            aria-label={more}
            disabled={change.isPending || status.cooks >= MAX_COOKS}
            onClick={() => change.mutate(status.cooks + 1)}
          >
            <AddIcon />
          </IconButton>
        </span>
      </Hint>
    </Stack>
  );
}

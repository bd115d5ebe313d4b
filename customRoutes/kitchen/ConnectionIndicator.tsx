/** Says whether the board is receiving orders live, or that the connection dropped and is coming back. */
import { Chip } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useTranslate } from 'react-admin';
import type { ConnectionState } from '../shared/useOrderEvents';

export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  const translate = useTranslate();
  const ok = state === 'open';
  return (
    <Chip
      role="status"
      aria-live="polite"
      icon={ok ? <FiberManualRecordIcon /> : <SyncProblemIcon />}
      color={ok ? 'success' : state === 'connecting' ? 'default' : 'error'}
      variant={ok ? 'outlined' : 'filled'}
      label={translate(`kitchen.connection.${state}`)}
      sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
    />
  );
}

/**
 * Says whether the board is receiving orders live, or that the connection dropped and is coming back; without
 * network, "Sin conexión" and how many actions wait in the offline queue (offlineQueue.ts), then while they are
 * sent, "Enviando …".
 */
import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useTranslate } from 'react-admin';
import type { ConnectionState } from '../shared/useOrderEvents';
import { useConnectionState, type ConnectionStore } from '../shared/connectionStore';

/** The chip fed by a connection store: only it redraws when the stream opens or drops (the board). */
export function LiveConnectionIndicator({ store, ...rest }: { store: ConnectionStore; offline?: boolean; waiting?: number }) {
  return <ConnectionIndicator state={useConnectionState(store)} {...rest} />;
}

export function ConnectionIndicator({
  state,
  offline = false,
  waiting = 0,
}: {
  state: ConnectionState;
  /** the board's offline queue, when there is one */
  offline?: boolean;
  waiting?: number;
}) {
  const translate = useTranslate();
  const ok = state === 'open';
  // one width for "Conectando…" and "En directo": the board's header keeps its rows when the stream opens; and
  // no fade between them (MUI's chip fades its background only: the green text would sit on the grey for a moment)
  const sx = {
    transition: 'none',
    height: 'auto',
    minHeight: 32,
    minWidth: '8.5rem',
    justifyContent: 'flex-start',
    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
  };
  if (offline || waiting > 0) {
    const label = offline
      ? waiting > 0
        ? translate('kitchen.offline.offline_pending', { smart_count: waiting })
        : translate('kitchen.offline.offline')
      : translate('kitchen.offline.sending', { smart_count: waiting });
    return (
      <Chip
        role="status"
        aria-live="polite"
        icon={offline ? <CloudOffIcon /> : <CloudUploadIcon />}
        color={offline ? 'error' : 'warning'}
        label={label}
        sx={sx}
      />
    );
  }
  return (
    <Chip
      role="status"
      aria-live="polite"
      icon={ok ? <FiberManualRecordIcon /> : <SyncProblemIcon />}
      color={ok ? 'success' : state === 'connecting' ? 'default' : 'error'}
      variant={ok ? 'outlined' : 'filled'}
      label={translate(`kitchen.connection.${state}`)}
      sx={sx}
    />
  );
}

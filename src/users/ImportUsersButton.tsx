/**
 * Usuarios → "Importar": choose a CSV file, see the server's preview of every row (POST users/import?dryRun),
 * then confirm to create the valid rows in one transaction. The template is built here from the model.
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { downloadCSV, useNotify, useRefresh, useTranslate } from 'react-admin';
import { toCsv } from '../../model/csv';
import { IMPORT_MAX_BYTES, IMPORT_TEMPLATE } from '../../model/user-import';
import type { ImportReport } from '../../model/responses';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../ui/errorMessage';
import { ImportPreview } from './ImportPreview';

export function ImportUsersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useComedorDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setFile(null);
    setReport(null);
    setError(null);
  }

  function failure(e: unknown): string {
    const status = (e as { status?: number }).status;
    return status === 0 ? translate('data.import.network') : translate('data.import.failed', { message: errorMessage(e) });
  }

  async function preview(chosen: File) {
    setFile(chosen);
    setReport(null);
    setError(null);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setError(translate('data.import.too_large', { max: IMPORT_MAX_BYTES / (1024 * 1024) }));
      return;
    }
    setBusy(true);
    try {
      setReport(await dataProvider.importUsers(chosen, true));
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!file) return;
    setBusy(true);
    try {
      const done = await dataProvider.importUsers(file, false);
      notify('data.import.done', { type: 'success', messageArgs: { created: done.created, skipped: done.skipped } });
      close();
      refresh();
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('data.import.button')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} maxWidth="md" fullWidth aria-labelledby="import-users-title">
        <DialogTitle id="import-users-title">{translate('data.import.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('data.import.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" onClick={() => downloadCSV(toCsv(IMPORT_TEMPLATE, []), 'plantilla-usuarios')}>
              {translate('data.import.template')}
            </Button>
            <Button variant="contained" onClick={() => input.current?.click()} disabled={busy}>
              {translate('data.import.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={translate('data.import.choose')}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) void preview(chosen);
              }}
            />
            {file && <Typography sx={{ alignSelf: 'center' }}>{file.name}</Typography>}
          </Stack>
          {busy && <LinearProgress aria-label={translate('data.import.checking')} sx={{ mb: 2 }} />}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {report && <ImportPreview report={report} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('data.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={busy || !report || report.valid === 0}>
            {translate('data.import.confirm', { smart_count: report?.valid ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

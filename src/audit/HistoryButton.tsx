/**
 * "Historial" as a button that opens the record's history in a dialog: for the records shown as cards, rows
 * or columns rather than on a page of their own (a reward's card, an order's row, a day of the week's menu).
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate, type Identifier } from 'react-admin';
import { RecordHistory } from './RecordHistory';

export function HistoryButton({
  resource,
  id,
  title,
  compact = false,
}: {
  resource: string;
  id: Identifier;
  /** the dialog's heading, e.g. "Historial de «Café gratis»" */
  title: string;
  /** an icon only (its name read out and shown on hover), for a tight row or column header */
  compact?: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('audit.history');
  return (
    <>
      {compact ? (
        <Tooltip title={title}>
          <IconButton size="small" aria-label={title} onClick={() => setOpen(true)}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} aria-label={title}>
          {label}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="record-history-title">
        <DialogContent>{open && <RecordHistory resource={resource} id={id} heading={title} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

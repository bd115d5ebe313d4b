/**
 * A bulk action that needs a value first (the stock of the selected dishes, their category, the answer to the
 * selected complaints): a dialog asks for it, then one updateMany (one request, one transaction) applies it.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useListContext, useNotify, useResourceContext, useTranslate, useUpdateMany } from 'react-admin';
import { errorMessage } from '../ui/errorMessage';

interface Props<V> {
  label: string;
  icon: ReactNode;
  title: string;
  successMessage: string;
  initial: V;
  /** the dialog's field */
  field: (value: V, setValue: (v: V) => void) => ReactNode;
  /** updateMany's data for the value, or null while the value is not valid */
  toData: (value: V) => Record<string, unknown> | null;
}

export function BulkValueButton<V>({ label, icon, title, successMessage, initial, field, toData }: Props<V>) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<V>(initial);
  const data = toData(value);
  const count = selectedIds.length;

  function apply() {
    if (!data) return;
    void updateMany(
      resource,
      { ids: selectedIds, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(successMessage, { type: 'success', messageArgs: { smart_count: count } });
          setOpen(false);
          onUnselectItems();
        },
        onError: (e) => notify('data.bulk_failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
      },
    );
  }

  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => (setValue(initial), setOpen(true))}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`bulk-${label}`} fullWidth maxWidth="xs">
        <DialogTitle id={`bulk-${label}`}>{translate(title, { smart_count: count })}</DialogTitle>
        <DialogContent>{field(value, setValue)}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('data.cancel')}</Button>
          <Button variant="contained" disabled={!data || isPending} onClick={apply}>
            {translate('data.dishes.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

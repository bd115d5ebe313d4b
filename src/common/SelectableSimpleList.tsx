/**
 * The phone version of an admin table: one line per record with a checkbox (the selection the bulk actions
 * work on) and a link to its edit page.
 */
import type { ReactNode } from 'react';
import { Checkbox, List as MuiList, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkActionsToolbar, useCreatePath, useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

interface Props<T extends RaRecord> {
  primaryText: (record: T) => string;
  secondaryText: (record: T) => ReactNode;
  bulkActionButtons: ReactNode;
}

export function SelectableSimpleList<T extends RaRecord>({ primaryText, secondaryText, bulkActionButtons }: Props<T>) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { data, selectedIds, onToggleItem } = useListContext<T>();
  return (
    <>
      <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
      <MuiList dense>
        {(data ?? []).map((record) => (
          <ListItem key={record.id} disablePadding>
            <ListItemIcon>
              <Checkbox
                checked={selectedIds.includes(record.id)}
                onChange={() => onToggleItem(record.id)}
                slotProps={{ input: { 'aria-label': translate('data.select', { name: primaryText(record) }) } }}
              />
            </ListItemIcon>
            <ListItemButton component={Link} to={createPath({ resource, id: record.id, type: 'edit' })}>
              <ListItemText primary={primaryText(record)} secondary={secondaryText(record)} />
            </ListItemButton>
          </ListItem>
        ))}
      </MuiList>
    </>
  );
}

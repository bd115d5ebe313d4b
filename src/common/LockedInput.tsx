/**
 * A form input locked until its own checkbox is ticked (spec: modify user, dish edit). Locked inputs keep
 * their value out of the submission; the edit screens merge the record back in before saving.
 */
import { useState, type ReactElement } from 'react';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { cloneElement } from 'react';
import { useTranslate } from 'react-admin';

export function LockedInput({
  label,
  locked = true,
  children,
}: {
  label: string;
  locked?: boolean;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  const translate = useTranslate();
  const [unlocked, setUnlocked] = useState(!locked);
  if (!locked) return children;
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Checkbox checked={unlocked} onChange={(e) => setUnlocked(e.target.checked)} />}
        label={translate('admin.form.unlock', { field: label })}
      />
      {cloneElement(children, { disabled: !unlocked })}
    </Box>
  );
}

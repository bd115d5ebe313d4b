/** The password box: current, new and repeated password → PUT users/{id}/password, with clear errors. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../../src/ui/errorMessage';
import { PASSWORD_LIMITS, passwordProblem } from '../../../model/password';
import { useCustomerId } from '../useCustomerId';

interface Errors {
  old?: string;
  next?: string;
  repeat?: string;
}

export function PasswordBox() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const userId = useCustomerId();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const change = useMutation({
    mutationFn: () => dataProvider.changePassword(userId, old, next),
    onSuccess: () => {
      setOld('');
      setNext('');
      setRepeat('');
      setErrors({});
      notify('customer.password.changed', { type: 'success' });
    },
    onError: (e: Error & { body?: { field?: string } | null }) => {
      const field = e.body?.field;
      if (field === 'oldPassword') setErrors({ old: translate('customer.password.wrong_old') });
      else if (field === 'newPassword') setErrors({ next: errorMessage(e, translate) });
      notify('customer.password.error', { type: 'error', messageArgs: { message: errorMessage(e, translate) } });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!old) found.old = translate('customer.password.required');
    const problem = passwordProblem(next);
    if (problem) found.next = translate(`comedor.password_rule.${problem}`, PASSWORD_LIMITS);
    else if (next === old) found.next = translate('customer.password.same');
    if (repeat !== next) found.repeat = translate('customer.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };

  return (
    <Paper component="section" aria-labelledby="password-title" sx={{ p: 3, borderRadius: 4 }}>
      <Typography id="password-title" variant="h2" gutterBottom>
        {translate('customer.password.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          type="password"
          label={translate('customer.password.old')}
          value={old}
          onChange={(e) => setOld(e.target.value)}
          error={!!errors.old}
          helperText={errors.old}
          autoComplete="current-password"
          required
        />
        <TextField
          type="password"
          label={translate('customer.password.new')}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={!!errors.next}
          helperText={errors.next}
          autoComplete="new-password"
          required
        />
        <TextField
          type="password"
          label={translate('customer.password.repeat')}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={!!errors.repeat}
          helperText={errors.repeat}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start', px: 4 }}>
          {translate('customer.password.submit')}
        </Button>
      </Box>
    </Paper>
  );
}

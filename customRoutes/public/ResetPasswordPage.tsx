/** /reset-password?token=…: the link of the recovery e-mail; chooses a new password (POST login/reset). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { PASSWORD_LIMITS, passwordProblem } from '../../model/password';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../src/ui/errorMessage';
import { PublicFrame } from './PublicFrame';
import { PATHS } from '../../model/paths';

export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = passwordProblem(password);
  const mismatch = password !== confirm;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || mismatch || !token) return;
    setBusy(true);
    try {
      await dataProvider.resetPassword(token, password);
      notify('comedor.reset.done', { type: 'success' });
      void navigate(PATHS.login);
    } catch (e) {
      notify('comedor.reset.failed', { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame title={translate('comedor.reset.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {!token && <Alert severity="error">{translate('comedor.reset.missing_token')}</Alert>}
        <TextField
          label={translate('comedor.reset.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !!problem}
          helperText={touched && problem ? translate(`comedor.password_rule.${problem}`, PASSWORD_LIMITS) : ' '}
          required
          fullWidth
        />
        <TextField
          label={translate('comedor.reset.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={touched && mismatch}
          helperText={touched && mismatch ? translate('comedor.reset.mismatch') : ' '}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy || !token}>
          {translate('comedor.reset.submit')}
        </Button>
        <Link component={RouterLink} to={PATHS.login}>
          {translate('comedor.reset.back')}
        </Link>
      </Stack>
    </PublicFrame>
  );
}

/** /recovery: asks for the company e-mail; 'Enviar' starts the recovery (POST login/recovery), 'Cancelar' goes back. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../src/ui/errorMessage';
import { PublicFrame } from './PublicFrame';
import { isEmail } from './emailFormat';
import { PATHS } from '../../model/paths';

export function RecoveryPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const error = !email.trim() ? 'comedor.login.required' : !isEmail(email) ? 'comedor.login.invalid_email' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    setBusy(true);
    try {
      await dataProvider.requestPasswordRecovery(email.trim());
      setSent(true);
      notify('comedor.recovery.sent', { type: 'success' });
    } catch (e) {
      notify('comedor.recovery.failed', { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame title={translate('comedor.recovery.title')} subtitle={translate('comedor.recovery.help')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {sent && <Alert severity="success">{translate('comedor.recovery.sent')}</Alert>}
        <TextField
          label={translate('comedor.recovery.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={touched && !!error}
          helperText={touched && error ? translate(error) : ' '}
          required
          autoFocus
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(PATHS.login)}>{translate('comedor.recovery.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('comedor.recovery.submit')}
          </Button>
        </Stack>
      </Stack>
    </PublicFrame>
  );
}

/**
 * Login (spec section 4): the e-mail is looked up first; an unknown e-mail and a wrong password each raise
 * their own Spanish flag for 3 s; a deactivated account (right password) is told so, and whom to ask, until the
 * next try. Success lands on the role's home (the auth provider's redirectTo).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { AccountDeactivatedError, UnknownEmailError, WrongPasswordError } from '../../authProvider/errors';
import { sessionEndedByServer } from '../../dataProvider/http/session';
import { isRemembered } from '../../dataProvider/http/rememberedDevice';
import { errorMessage } from '../../src/ui/errorMessage';
import { PublicFrame } from './PublicFrame';
import { isEmail } from './emailFormat';
import { FilledTextField } from './FilledTextField';
import { PATHS } from '../../model/paths';
import { HOME_BY_ROLE } from '../../model/roles';
import { useCompiledStyles, type CompiledStyles } from '../../src/ui/compiledStyles';
import compiledStyles from './compiledStyles.json' with { type: 'json' };

export const LOGIN_FLAG_MS = 3000;
type Flag = 'unknown_email' | 'wrong_password' | null;

export function LoginPage() {
  useCompiledStyles('login', compiledStyles as CompiledStyles);
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const navigate = useNavigate();
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [flag, setFlag] = useState<Flag>(null);
  const [sessionEnded] = useState(sessionEndedByServer);
  /** whom a deactivated account should ask ('' = the canteen staff); null while no such refusal shows */
  const [deactivatedContact, setDeactivatedContact] = useState<string | null>(null);

  // A remembered device whose tab session ended (expired token) is signed in again without a password; one the
  // server ended for good (password changed, account deactivated, removed in the profile) stays here.
  useEffect(() => {
    if (!isRemembered()) return;
    let live = true;
    void import('../../dataProvider/http/rememberedSession').then(async ({ restoreRememberedSession }) => {
      const session = await restoreRememberedSession();
      if (live && session) void navigate(HOME_BY_ROLE[session.role], { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setFlag(null), LOGIN_FLAG_MS);
    return () => clearTimeout(timer);
  }, [flag]);

  const emailError = !email.trim() ? 'comedor.login.required' : !isEmail(email) ? 'comedor.login.invalid_email' : null;
  const passwordError = password ? null : 'comedor.login.required';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || passwordError) return;
    setBusy(true);
    setFlag(null);
    setDeactivatedContact(null);
    try {
      await login({ username: email.trim(), password, remember });
    } catch (e) {
      if (e instanceof UnknownEmailError) setFlag('unknown_email');
      else if (e instanceof WrongPasswordError) setFlag('wrong_password');
      else if (e instanceof AccountDeactivatedError) setDeactivatedContact(e.contact ?? '');
      else notify('comedor.login.failed', { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame title={translate('comedor.login.title')} subtitle={translate('comedor.login.subtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {deactivatedContact !== null && (
          <Alert severity="error" role="alert">
            {translate('comedor.login.deactivated', {
              contact: deactivatedContact || translate('comedor.login.default_contact'),
            })}
          </Alert>
        )}
        {sessionEnded && !flag && deactivatedContact === null && (
          <Alert severity="warning" role="status">
            {translate('comedor.auth.session_expired')}
          </Alert>
        )}
        {flag && (
          <Alert severity="error" role="alert">
            {translate(`comedor.login.${flag}`)}
          </Alert>
        )}
        <FilledTextField
          label={translate('comedor.login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={touched && !!emailError}
          helperText={touched && emailError ? translate(emailError) : ' '}
          required
          autoFocus
          fullWidth
        />
        <FilledTextField
          label={translate('comedor.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !!passwordError}
          helperText={touched && passwordError ? translate(passwordError) : ' '}
          required
          fullWidth
        />
        {/* A native checkbox: the login screen's first visit stays within its JavaScript budget (docs/performance.md). */}
        <Typography component="label" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            style={{ width: 20, height: 20, margin: 0, accentColor: 'currentColor' }}
          />
          {translate('comedor.login.remember')}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} /> : undefined}
        >
          {translate('comedor.login.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to={PATHS.recovery}>
            {translate('comedor.login.forgot')}
          </Link>
          <Typography variant="body2">
            {translate('comedor.login.no_account')}{' '}
            <Link component={RouterLink} to={PATHS.signup}>
              {translate('comedor.login.signup')}
            </Link>
          </Typography>
        </Stack>
      </Stack>
    </PublicFrame>
  );
}

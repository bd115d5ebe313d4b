/**
 * 'Crear cuenta' (/signup, public): name, surname, e-mail and password twice → POST login/signup. The account is
 * always a Usuario; on success the session starts and the customer lands on their home.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import LocalDiningIcon from '@mui/icons-material/LocalDining';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../src/ui/errorMessage';
import { PASSWORD_LIMITS, passwordProblem } from '../../model/password';
import { startSession } from '../../authProvider';
import { customerTheme } from './customerTheme';
import { PATHS } from '../../model/paths';
import '../../src/i18n/customerCatalog';

type Field = 'name' | 'surname' | 'email' | 'password' | 'repeat';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', surname: '', email: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = translate('customer.signup.required');
    if (!EMAIL.test(values.email.trim())) found.email = translate('customer.signup.bad_email');
    const problem = passwordProblem(values.password);
    if (problem) found.password = translate(`comedor.password_rule.${problem}`, PASSWORD_LIMITS);
    if (values.repeat !== values.password) found.repeat = translate('customer.signup.mismatch');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      const { token, user } = await dataProvider.signup({
        username: email,
        email,
        password: values.password,
        name: values.name.trim(),
        surname: values.surname.trim(),
      });
      const home = startSession(token);
      notify('customer.signup.welcome', { type: 'success', messageArgs: { name: user.name } });
      void navigate(home, { replace: true });
    } catch (e) {
      const err = e as Error & { status?: number; body?: { field?: string } | null };
      if (err.status === 409) setErrors({ email: translate('customer.signup.taken') });
      else if (err.body?.field === 'password') setErrors({ password: errorMessage(err, translate) });
      notify(err.status === 409 ? 'customer.signup.taken' : 'customer.signup.failed', {
        type: 'error',
        messageArgs: { message: errorMessage(err, translate) },
      });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string, required = true) => (
    <TextField
      label={translate(`customer.signup.${name}`)}
      type={type}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name]}
      autoComplete={autoComplete}
      required={required}
      fullWidth
    />
  );

  return (
    <ThemeProvider theme={customerTheme}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          background: 'linear-gradient(140deg, #ffd99a 0%, #f7b267 50%, #c8561f 100%)',
        }}
      >
        <Paper component="main" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, borderRadius: 5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
            <LocalDiningIcon />
            <Typography sx={{ fontWeight: 900 }}>{translate('customer.nav.brand')}</Typography>
          </Box>
          <Typography variant="h1">{translate('customer.signup.title')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('customer.signup.subtitle')}
          </Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {field('name', 'text', 'given-name')}
            {field('surname', 'text', 'family-name', false)}
            {field('email', 'email', 'email')}
            {field('password', 'password', 'new-password')}
            {field('repeat', 'password', 'new-password')}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {translate('customer.signup.submit')}
            </Button>
          </Box>
          <Link component={RouterLink} to={PATHS.login} sx={{ display: 'block', textAlign: 'center', mt: 2, fontWeight: 700 }}>
            {translate('customer.signup.have_account')}
          </Link>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}

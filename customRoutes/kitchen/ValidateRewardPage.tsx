/**
 * /validar-premio: the counter or the kitchen (and administrators) type the code a customer shows after
 * redeeming a reward. "Validar premio" uses it once (PUT reward_redemptions/code/{code}/validate); a code already
 * used is refused with the day and time it was used. "Consultar" only looks (GET reward_redemptions/code/{code}).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Redemption } from '../../model/entities';
import { normalizeCode, usedAtParts } from '../../model/redemptions';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../src/ui/errorMessage';
import { useFormat, useRestaurantTimeZone } from '../../src/ui/useFormat';

type Outcome = { kind: 'validated' | 'checked'; redemption: Redemption } | { kind: 'error'; message: string };

export function ValidateRewardPage() {
  const translate = useTranslate();
  const fmt = useFormat();
  const timeZone = useRestaurantTimeZone();
  const dataProvider = useComedorDataProvider();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const call = useMutation({
    mutationFn: ({ action, value }: { action: 'validated' | 'checked'; value: string }) =>
      action === 'validated' ? dataProvider.validateRewardCode(value) : dataProvider.checkRewardCode(value),
    onMutate: () => setOutcome(null),
    onSuccess: (redemption, { action }) => setOutcome({ kind: action, redemption }),
    onError: (e) => setOutcome({ kind: 'error', message: errorMessage(e, translate) }),
  });

  function run(action: 'validated' | 'checked') {
    const value = normalizeCode(code);
    setMissing(!value);
    if (value) call.mutate({ action, value });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    run('validated');
  }

  const customerName = (r: Redemption) => `${r.customer.name} ${r.customer.surname}`;

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {translate('kitchen.validate.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('kitchen.validate.hint')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          label={translate('kitchen.validate.code')}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={missing}
          helperText={missing ? translate('kitchen.validate.required') : undefined}
          autoFocus
          fullWidth
          autoComplete="off"
          slotProps={{
            htmlInput: {
              maxLength: 12,
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { fontFamily: 'monospace', fontSize: '2rem', letterSpacing: '0.3em', textTransform: 'uppercase' },
            },
          }}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<VerifiedIcon />}
            disabled={call.isPending}
            sx={{ minHeight: 48 }}
          >
            {translate('kitchen.validate.submit')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<SearchIcon />}
            disabled={call.isPending}
            onClick={() => run('checked')}
            sx={{ minHeight: 48 }}
          >
            {translate('kitchen.validate.check')}
          </Button>
        </Stack>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {outcome?.kind === 'error' && (
          <Alert severity="error" variant="filled" sx={{ fontSize: '1.05rem' }}>
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'validated' && (
          <Alert severity="success" variant="filled" sx={{ fontSize: '1.05rem' }}>
            {translate('kitchen.validate.done', {
              reward: outcome.redemption.reward.name,
              customer: customerName(outcome.redemption),
            })}
          </Alert>
        )}
        {outcome?.kind === 'checked' &&
          (outcome.redemption.validatedAt ? (
            <Alert severity="warning" sx={{ fontSize: '1.05rem' }}>
              {translate('kitchen.validate.used', usedAtParts(new Date(outcome.redemption.validatedAt), timeZone))}
              {outcome.redemption.validatedBy &&
                ` ${translate('kitchen.validate.used_by', { name: `${outcome.redemption.validatedBy.name} ${outcome.redemption.validatedBy.surname}` })}`}
            </Alert>
          ) : (
            <Alert severity="info" sx={{ fontSize: '1.05rem' }}>
              {translate('kitchen.validate.pending', {
                reward: outcome.redemption.reward.name,
                customer: customerName(outcome.redemption),
                date: fmt.date(outcome.redemption.createdAt),
              })}
            </Alert>
          ))}
      </Box>
    </Paper>
  );
}

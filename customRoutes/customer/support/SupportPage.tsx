/** Customer support (/soporte): write a complaint or suggestion and read the restaurant's answers. */
import { useState, type FormEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { useFormat } from '../../../src/ui/useFormat';
import { LoadError } from '../LoadError';
import { PATHS } from '../../../model/paths';

export function SupportPage() {
  const translate = useTranslate();
  const fmt = useFormat();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const mine = useQuery({ queryKey: queryKeys.customer.complaints, queryFn: () => dataProvider.getMyComplaints() });
  const send = useMutation({
    mutationFn: () => dataProvider.sendComplaint(message.trim()),
    onSuccess: () => {
      setMessage('');
      notify('customer.support.sent', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.complaints });
    },
    onError: (e: Error) =>
      notify('customer.support.send_error', { type: 'error', messageArgs: { message: errorMessage(e, translate) } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(translate('customer.support.empty_message'));
      return;
    }
    setError('');
    send.mutate();
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Button component={RouterLink} to={PATHS.customerProfile} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('customer.common.back')}
        </Button>
        <Typography variant="h1">{translate('customer.support.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('customer.support.intro')}
        </Typography>
      </Box>
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: 3, borderRadius: 4, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={translate('customer.support.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={4}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="contained" disabled={send.isPending} sx={{ alignSelf: 'flex-end', px: 4 }}>
          {translate('customer.support.send')}
        </Button>
      </Paper>
      <Box component="section" aria-labelledby="mine-title">
        <Typography id="mine-title" variant="h2" sx={{ mb: 1.5 }}>
          {translate('customer.support.mine')}
        </Typography>
        {mine.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : mine.isError ? (
          <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.length === 0 ? (
          <Typography color="text.secondary">{translate('customer.support.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {mine.data.map((c) => (
              <Card component="li" key={c.id}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {translate('customer.support.sent_on', { date: fmt.dateTime(c.dateSend) })}
                  </Typography>
                  <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{c.message}</Typography>
                  {c.answer ? (
                    <Box
                      sx={{
                        mt: 1.5,
                        p: 1.5,
                        bgcolor: '#fff3e0',
                        borderRadius: 2,
                        borderLeft: '4px solid',
                        borderColor: 'primary.main',
                      }}
                    >
                      <Typography sx={{ fontWeight: 800 }}>{translate('customer.support.answer')}</Typography>
                      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.answer}</Typography>
                      {c.answeredAt && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {translate('customer.support.answered_on', { date: fmt.dateTime(c.answeredAt) })}
                        </Typography>
                      )}
                    </Box>
                  ) : (
                    <Chip label={translate('customer.support.waiting')} sx={{ mt: 1.5 }} />
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * /customerSupport-answer-shared/{id}: the sender (image, name, surname, role, e-mail), 'Queja Nº{id} /
 * Enviada el: {date}', the message and the answer box: 'Comentar' saves it, 'Cancelar' returns to the list.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Divider, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Title, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Complaint } from '../../model/entities';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { errorMessage } from '../ui/errorMessage';
import { PATHS } from '../../model/paths';
import { useFormat } from '../ui/useFormat';
import { RecordHistory } from '../audit/RecordHistory';

export function ComplaintAnswer() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const fmt = useFormat();
  const id = Number(useParams().id);
  const [answer, setAnswer] = useState('');
  const { data: complaint, isPending, error } = useGetOne<Complaint>('complaints', { id });
  const [update, { isPending: saving }] = useUpdate<Complaint>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim() || !complaint) {
      notify('admin.complaints.answer_required', { type: 'warning' });
      return;
    }
    void update(
      'complaints',
      { id, data: { answer: answer.trim() }, previousData: complaint },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAnswer('');
          notify('admin.complaints.answer_saved', { type: 'success' });
        },
        onError: (e) => notify('admin.complaints.answer_failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
      },
    );
  }

  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('admin.complaints.load_failed', { message: errorMessage(error) })}
      </Alert>
    );
  if (isPending || !complaint) return <Skeleton variant="rounded" height={400} sx={{ m: 2 }} />;
  const { sender } = complaint;
  return (
    <Card sx={{ maxWidth: 820, mx: 'auto', my: 2 }}>
      <Title title={translate('admin.complaints.answer_title', { id })} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Avatar src={imageUrl(sender.image)} alt={sender.name} sx={{ width: 72, height: 72 }} />
          <Box>
            <Typography variant="h6" component="p">{`${sender.name} ${sender.surname}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`comedor.roles.${sender.role.name}`)}
            </Typography>
            <Typography variant="body2">{sender.email}</Typography>
          </Box>
        </Stack>
        <Divider />
        <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
          {translate('admin.complaints.heading', { id: complaint.id })}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('admin.complaints.sent_on', { date: fmt.dateTime(complaint.dateSend, 'long') })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>{complaint.message}</Typography>
        {complaint.answer ? (
          <Alert severity="success" sx={{ mb: 3 }}>
            <Typography variant="subtitle2">
              {translate('admin.complaints.answered_by', {
                name: complaint.answeredBy ? `${complaint.answeredBy.name} ${complaint.answeredBy.surname}` : '—',
                date: fmt.dateTime(complaint.answeredAt, 'long'),
              })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{complaint.answer}</Typography>
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {translate('admin.complaints.unanswered')}
          </Alert>
        )}
        <Stack component="form" spacing={2} onSubmit={submit}>
          <TextField
            label={translate('admin.complaints.message_label')}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(PATHS.complaints)}>{translate('admin.complaints.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('admin.complaints.comment')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <RecordHistory resource="complaints" id={complaint.id} />
    </Card>
  );
}

/**
 * "Own profile" of spec section 2, used by the administrator (/profile-admin) and the kitchen (/perfil-chef):
 * Nombre, Apellidos, Email, Imagen, Puntos and Rol read-only until 'Editar'; 'Guardar Perfil' saves through
 * PUT users/{id} and returns to view mode. Points and role are never editable by their owner.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { ImagePicker } from './ImagePicker';
import { errorMessage } from './errorMessage';
import { meQuery } from './meQuery';

interface Draft {
  name: string;
  surname: string;
  email: string;
  image: string | null;
}

export function OwnProfile({ descriptionKey }: { descriptionKey?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const me = useQuery(meQuery(dataProvider));
  const save = useMutation({
    mutationFn: (data: Draft) => dataProvider.update<User>('users', { id: me.data!.id, data, previousData: me.data! }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.me, data);
      setDraft(null);
      notify('comedor.profile.saved', { type: 'success' });
    },
    onError: (e) => notify('comedor.profile.failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
  });

  if (me.isPending) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  if (me.isError)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => me.refetch()}>{translate('comedor.common.retry')}</Button>}
      >
        {translate('comedor.profile.load_failed', { message: errorMessage(me.error) })}
      </Alert>
    );
  const user = me.data;
  const editing = draft !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft) save.mutate({ ...draft, name: draft.name.trim(), surname: draft.surname.trim(), email: draft.email.trim() });
  }

  const field = (key: 'name' | 'surname' | 'email', labelKey: string) =>
    editing ? (
      <TextField
        label={translate(labelKey)}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        required={key !== 'surname'}
        fullWidth
      />
    ) : (
      <ReadOnly label={translate(labelKey)} value={user[key]} />
    );

  return (
    <Card sx={{ maxWidth: 760, mx: 'auto', my: 2 }} component="section" aria-labelledby="own-profile-title">
      <CardContent component="form" onSubmit={submit} noValidate={false}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="own-profile-title" variant="h5" component="h1">
            {translate('comedor.profile.title')}
          </Typography>
          {!editing && (
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => setDraft({ name: user.name, surname: user.surname, email: user.email, image: user.image })}
            >
              {translate('comedor.profile.edit')}
            </Button>
          )}
        </Stack>
        {descriptionKey && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(descriptionKey)}
          </Typography>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            {editing ? (
              <ImagePicker
                label={translate('comedor.profile.image')}
                value={draft.image}
                onChange={(image) => setDraft({ ...draft, image })}
                variant="circular"
              />
            ) : (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={imageUrl(user.image)} alt={translate('comedor.profile.image')} sx={{ width: 96, height: 96 }} />
                <Typography variant="body2" color="text.secondary">
                  {translate('comedor.profile.image')}
                </Typography>
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('name', 'comedor.profile.name')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('surname', 'comedor.profile.surname')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('email', 'comedor.profile.email')}</Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <ReadOnly label={translate('comedor.profile.points')} value={String(user.points)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <ReadOnly label={translate('comedor.profile.role')} value={translate(`comedor.roles.${user.role.name}`)} />
          </Grid>
        </Grid>
        {editing && (
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              {translate('comedor.profile.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending}>
              {translate('comedor.profile.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1">{value || '—'}</Typography>
    </Box>
  );
}

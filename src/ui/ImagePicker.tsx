/**
 * Image chooser with preview: the file is uploaded at once (POST images) and the returned URL handed to
 * onChange, so the form only ever stores the API's URL.
 */
import { useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useNotify, useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { errorMessage } from './errorMessage';

interface ImagePickerProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  label: string;
  disabled?: boolean;
  variant?: 'circular' | 'rounded';
}

export function ImagePicker({ value, onChange, label, disabled, variant = 'rounded' }: ImagePickerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const [busy, setBusy] = useState(false);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await dataProvider.uploadImage(file);
      onChange(url);
      notify('comedor.image.uploaded', { type: 'success' });
    } catch (e) {
      notify('comedor.image.failed', { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={imageUrl(value)}
        alt={value ? translate('comedor.image.preview') : undefined}
        variant={variant}
        sx={{ width: 96, height: 96, bgcolor: 'grey.200', color: 'text.secondary', fontSize: 12 }}
      >
        {translate('comedor.profile.no_image')}
      </Avatar>
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            component="label"
            disabled={disabled || busy}
            startIcon={busy ? <CircularProgress size={16} /> : <PhotoCamera />}
          >
            {translate(busy ? 'comedor.image.uploading' : value ? 'comedor.image.change' : 'comedor.image.choose')}
            <input type="file" accept="image/*" hidden disabled={disabled || busy} onChange={handleFile} />
          </Button>
          {value && !disabled && (
            <Button size="small" onClick={() => onChange(null)}>
              {translate('comedor.image.remove')}
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

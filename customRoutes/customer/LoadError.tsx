/** The error state of a customer screen: what failed, in Spanish, and a way to try again. */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadError({ error, onRetry, messageKey = 'customer.common.load_error' }: { error: unknown; onRetry: () => void; messageKey?: string }) {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? error.message : String(error ?? '');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {translate('customer.common.retry')}
        </Button>
      }
    >
      {translate(messageKey, { message })}
    </Alert>
  );
}

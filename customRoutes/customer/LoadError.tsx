/**
 * The error state of a customer screen: what failed, in Spanish, and a way to try again. A 403 says access is
 * denied (trying again would not help); a 401 never shows here, since it ends the session (authProvider.checkError).
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../src/ui/errorMessage';

export function LoadError({
  error,
  onRetry,
  messageKey = 'customer.common.load_error',
}: {
  error: unknown;
  onRetry: () => void;
  messageKey?: string;
}) {
  const translate = useTranslate();
  if ((error as { status?: number } | null)?.status === 403) {
    return <Alert severity="error">{translate('customer.common.forbidden')}</Alert>;
  }
  const message = errorMessage(error, translate);
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

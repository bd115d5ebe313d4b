/**
 * mutationOptions for react-admin's Create/Edit/Delete: a Spanish success message and a Spanish failure
 * message carrying the server's reason (spec section 8 only logged them).
 */
import { useNotify, useRedirect } from 'react-admin';
import { errorMessage } from '../ui/errorMessage';

export function useNotifyingMutation(successKey: string, failureKey: string, redirectTo?: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(successKey, { type: 'success' });
      if (redirectTo) redirect(redirectTo);
    },
    onError: (error: unknown) => notify(failureKey, { type: 'error', messageArgs: { message: errorMessage(error) } }),
  };
}

import { getSession } from '../../dataProvider/http/session';

/** The logged-in customer's id (the screens sit behind <RoleGuard>, so a session exists; 0 otherwise). */
export function useCustomerId(): number {
  return getSession()?.userId ?? 0;
}

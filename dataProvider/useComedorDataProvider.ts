/**
 * The data provider of every custom screen: react-admin's `useDataProvider<ComedorDataProvider>()` (so a failed
 * call passes authProvider.checkError, and a refused session ends there, once), plus one rule for the moment a
 * session ends. When checkError logs the user out, react-admin resolves the refused call with an empty
 * `{ data: {} }` instead of rejecting it; a screen would take that for a success (clear the cart, say "Pedido
 * listo", put the empty object in its cache). So a call made with a session that has ended by the time it
 * settles never settles: the app is leaving for /login, and react-admin's logout clears the query cache.
 */
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { getToken } from './http/session';
import type { ComedorDataProvider } from './index';

const never = new Promise<never>(() => undefined);

export function useComedorDataProvider(): ComedorDataProvider {
  const dataProvider = useDataProvider<ComedorDataProvider>();
  return useMemo(
    () =>
      new Proxy(dataProvider, {
        get(target, name) {
          const member: unknown = Reflect.get(target, name);
          if (typeof member !== 'function') return member;
          return (...args: unknown[]) => {
            const signedIn = getToken() !== null;
            const ended = () => signedIn && getToken() === null;
            return (member as (...a: unknown[]) => Promise<unknown>).apply(target, args).then(
              (result) => (ended() ? never : result),
              (error: unknown) => {
                if (ended()) return never;
                throw error;
              },
            );
          };
        },
      }),
    [dataProvider],
  );
}

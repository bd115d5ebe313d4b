import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { CoreAdminContext, useDataProvider } from 'react-admin';
import { dataProvider, type ComedorDataProvider } from '../../../dataProvider';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { authProvider } from '../../../authProvider';
import { getToken, saveSession, sessionEndedByServer } from '../../../dataProvider/http/session';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = `${b64({ alg: 'HS256' })}.${b64({ id: 7, role: { id: 2, name: 'Usuario' }, exp: 4_000_000_000 })}.firma`;
const me = { id: 7, name: 'Ana', surname: 'Ruiz', email: 'ana@comedor.es', points: 10, role: { id: 2, name: 'Usuario' } };

let status = 200;
beforeEach(() => {
  sessionStorage.clear();
  saveSession(token);
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(status === 200 ? me : { statusCode: status, message: 'respuesta' }), { status }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider}>
    {children}
  </CoreAdminContext>
);

/** 'pending' if the promise has not settled once the session is over and react-admin's logout has run. */
async function outcome(call: Promise<unknown>): Promise<unknown> {
  const settled = call.then(
    (value) => ({ resolved: value }),
    (error: { status?: number }) => ({ rejected: error.status }),
  );
  return Promise.race([settled, new Promise((r) => setTimeout(() => r('pending'), 300))]);
}

describe('useComedorDataProvider', () => {
  it('answers like the data provider while the session lives', async () => {
    const { result } = renderHook(() => useComedorDataProvider(), { wrapper });
    await expect(outcome(result.current.getMe())).resolves.toEqual({ resolved: me });
    status = 403;
    await expect(outcome(result.current.getMe())).resolves.toEqual({ rejected: 403 });
    expect(getToken()).toBe(token);
  });

  it('ends the session on a 401 through react-admin, and the refused call never passes for a success', async () => {
    status = 401;
    const raw = renderHook(() => useDataProvider<ComedorDataProvider>(), { wrapper });
    // What react-admin itself does: checkError logs out and the call resolves with an empty record.
    await expect(outcome(raw.result.current.getMe())).resolves.toEqual({ resolved: { data: {} } });
    expect(getToken()).toBeNull();
    expect(sessionEndedByServer()).toBe(true);

    saveSession(token);
    await new Promise((r) => setTimeout(r, 10)); // react-admin's one-tick logout debounce
    const { result } = renderHook(() => useComedorDataProvider(), { wrapper });
    await expect(outcome(result.current.finishOrder(3))).resolves.toBe('pending');
    await waitFor(() => expect(getToken()).toBeNull());
  });
});

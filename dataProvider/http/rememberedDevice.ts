/**
 * "Mantener la sesión iniciada en este dispositivo" (issue 28). The credential is an HttpOnly cookie the page
 * cannot read (server/auth/device-cookie.ts); this tab only keeps a hint in localStorage that the device was
 * remembered, so a tab without a session asks the server for a fresh token (POST session/refresh) only then,
 * never on an anonymous visit. The spec's session keys stay in each tab's sessionStorage as before. The exchange
 * itself (./rememberedSession.ts) loads only when the hint is there, so the login screen's first visit stays small.
 */
import { API_URL } from './apiUrl';

const REMEMBERED_KEY = 'comedor-remembered';

export function markRemembered(remembered: boolean): void {
  try {
    if (remembered) localStorage.setItem(REMEMBERED_KEY, '1');
    else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage refused (private mode): the device is simply not remembered by this tab.
  }
}

/** Whether this browser was remembered at a login (a hint only: the cookie itself is unreadable). */
export function isRemembered(): boolean {
  try {
    return localStorage.getItem(REMEMBERED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Cerrar sesión": the device stops being remembered (its cookie and its row on the server). */
export function forgetDevice(): void {
  if (!isRemembered()) return;
  markRemembered(false);
  void fetch(`${API_URL}/session/device`, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => {
    // The server ends it anyway at its expiry; the hint is gone, so this tab will not use it.
  });
}

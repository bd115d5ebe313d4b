/** A fresh session for a tab of a remembered device (./rememberedDevice.ts), loaded only when the hint is there. */
import { API_URL } from './apiUrl';
import { markRemembered } from './rememberedDevice';
import { getSession, saveSession, type Session } from './session';

/** This tab's session, or a fresh one from the remembered device's cookie; null when neither. */
export async function restoreRememberedSession(): Promise<Session | null> {
  const current = getSession();
  if (current) return current;
  try {
    const response = await fetch(`${API_URL}/session/refresh`, { method: 'POST', credentials: 'include' });
    if (response.status === 401) {
      markRemembered(false);
      return null;
    }
    if (!response.ok) return null;
    const { token } = (await response.json()) as { token: string };
    return saveSession(token);
  } catch {
    // Offline or the server is away: the login screen shows, and the hint stays for the next try.
    return null;
  }
}

/** Where the API lives: same origin `/api` by default, `VITE_API_URL` to point the SPA elsewhere. */
export const API_URL: string = (import.meta.env?.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || '/api';

/** Absolute URL of an image path returned by the API (`/api/images/...`), or null. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  if (API_URL.startsWith('http') && path.startsWith('/api/')) return new URL(API_URL).origin + path;
  return path;
}

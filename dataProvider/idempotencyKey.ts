/**
 * A new `Idempotency-Key` (a random UUID v4). `crypto.randomUUID` exists only on HTTPS and localhost; the app
 * is often opened over plain HTTP on the canteen's network, where `crypto.getRandomValues` still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * True when a failed call may have reached the server or not (no connection, a gateway's 502–504) or when the
 * same key is still being processed (409 `idempotency_request_in_progress`): retrying with the same key is safe.
 */
export function outcomeUnknown(error: { status?: number; body?: unknown }): boolean {
  const status = error.status ?? 0;
  if (status === 0 || status === 502 || status === 503 || status === 504) return true;
  const code = error.body && typeof error.body === 'object' ? (error.body as { code?: unknown }).code : undefined;
  return status === 409 && code === 'idempotency_request_in_progress';
}

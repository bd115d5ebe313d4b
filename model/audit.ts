/** One event of the audit trail as GET audit-events answers it (issue 29): the server's row and the admin's screens. */
export interface AuditEvent {
  id: number;
  at: string;
  actorId: number | null;
  actorRole: string | null;
  actor: { id: number; name: string; surname: string; email: string } | null;
  requestId: string | null;
  clientIp: string | null;
  resource: string;
  recordId: string | null;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  detail: Record<string, unknown> | null;
}

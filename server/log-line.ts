/**
 * One log line in the server's single format (pino's JSON: level, time, pid, hostname, msg) for what the process
 * says before Fastify's logger exists or outside it: a bad configuration, a data folder in use, a failed start.
 */
import { hostname } from 'node:os';

const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

export function logLine(
  level: keyof typeof LEVELS,
  msg: string,
  fields: Record<string, unknown> = {},
  stream: NodeJS.WritableStream = process.stdout,
): void {
  stream.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg })}\n`,
  );
}

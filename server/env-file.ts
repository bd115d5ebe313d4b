/**
 * Reads `.env` (or the file named by ENV_FILE) into the environment when it exists. Variables already set in
 * the real environment win: a value given on the command line or by the orchestrator overrides the file.
 */
import { existsSync } from 'node:fs';

export function loadEnvFileIfPresent(path = process.env.ENV_FILE || '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/**
 * `tsx scripts/run-parallel.ts typecheck lint format:check`: runs those npm scripts at the same time, prints each
 * one's output in one block when it ends (so the logs never interleave), and fails when any of them fails.
 * `npm test` uses it for the checks that read the sources and write nothing (typecheck, lint, Prettier's check).
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function run(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000, output }));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-parallel.ts <npm script> [<npm script> …]');
  process.exit(2);
}

const outcomes = await Promise.all(
  scripts.map(async (script) => {
    const outcome = await run(script);
    const verdict = outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`;
    process.stdout.write(`\n> npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(0)} s\n${outcome.output}`);
    return outcome;
  }),
);
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);

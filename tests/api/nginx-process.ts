/**
 * Debian's nginx (/usr/sbin/nginx) run by a test with deploy/nginx.conf AS SHIPPED: only its upstream
 * addresses (`api-1:3000`, `api-2:3000`) and its `listen 80` are replaced, each exactly once, and the result is
 * `include`d in a small main file that puts nginx's pid, logs and temporary files in a folder of the test.
 * The main file adds one header, `X-Upstream` ($upstream_addr), so a test can tell which process answered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited } from './server-process';

export const NGINX = '/usr/sbin/nginx';
export const SHIPPED_CONF = 'deploy/nginx.conf';

function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`${SHIPPED_CONF} must contain "${from}" exactly once (found ${parts.length - 1})`);
  return parts.join(to);
}

/** The shipped site with the test's addresses; throws when the shipped file no longer has what compose.yaml names. */
export function siteConfig(upstreamPorts: [number, number], listenPort: number): string {
  let site = readFileSync(SHIPPED_CONF, 'utf8');
  site = replaceOnce(site, 'server api-1:3000', `server 127.0.0.1:${upstreamPorts[0]}`);
  site = replaceOnce(site, 'server api-2:3000', `server 127.0.0.1:${upstreamPorts[1]}`);
  return replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${listenPort};`);
}

export interface Nginx {
  base: string;
  stop(): Promise<void>;
  errorLog(): string;
}

export async function startNginx(upstreamPorts: [number, number], listenPort: number): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run does it)`);
  const dir = mkdtempSync(join(tmpdir(), 'comedor-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777); // nginx's workers run as another user when started by root
  }
  writeFileSync(join(dir, 'site.conf'), siteConfig(upstreamPorts, listenPort));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    add_header X-Upstream $upstream_addr always;
    include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${listenPort}`;
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '') + stderr;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errorLog()}`);
    try {
      await fetch(`${base}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${errorLog()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

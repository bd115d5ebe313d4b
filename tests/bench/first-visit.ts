/**
 * The JavaScript a first visit actually fetches, measured in Chromium (/usr/bin/chromium) with an empty
 * cache: every script response's bytes on the wire (compressed as sent), for `/login` and for each role's
 * home right after logging in.
 */
import { chromium, type Browser } from 'playwright-core';
import { login } from './api-figures';
import { COMPILE_HINT } from '../../scripts/compile-hints';

export interface VisitFigure {
  visit: string;
  /** the budget of this visit, in kB (1 024 bytes) on the wire */
  budgetKb: number;
  scripts: number;
  /** the scripts' file names (assets/<name>-<hash>.js) */
  files: string[];
  /** the scripts that arrived without V8's compile hint on their first line (scripts/compile-hints.ts) */
  withoutCompileHint: string[];
  /** bytes of JavaScript received (as sent: compressed when the server compressed it) */
  wireBytes: number;
  /** the same scripts decompressed */
  bodyBytes: number;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The most JavaScript (bytes on the wire, kB of 1 024 bytes) each first visit may fetch: issue 30's budgets. */
export const JS_BUDGET_KB = { login: 150, home: 300 } as const;

const VISITS: { visit: string; path: string; email?: string; budgetKb: number }[] = [
  { visit: '/login', path: '/login', budgetKb: JS_BUDGET_KB.login },
  { visit: 'customer home (/board-user)', path: '/board-user', email: 'usuario@comedor.es', budgetKb: JS_BUDGET_KB.home },
  { visit: 'kitchen home (/board-chef)', path: '/board-chef', email: 'encargado@comedor.es', budgetKb: JS_BUDGET_KB.home },
  { visit: 'admin home (/board-admin)', path: '/board-admin', email: 'admin@comedor.es', budgetKb: JS_BUDGET_KB.home },
];

async function measure(
  browser: Browser,
  base: string,
  path: string,
  token: string | null,
): Promise<Omit<VisitFigure, 'visit' | 'budgetKb'>> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (token) {
    // As the login screen leaves it: the token and its claims in sessionStorage.
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { id: number; role: { name: string } };
    await context.addInitScript(
      ([t, id, role]) => {
        sessionStorage.setItem('auth-token', t);
        sessionStorage.setItem('auth-user', id);
        sessionStorage.setItem('auth-role', role);
      },
      [token, String(claims.id), claims.role.name] as const,
    );
  }
  const page = await context.newPage();
  const scripts: Promise<{ file: string; wire: number; body: number; hinted: boolean }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const bytes = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return {
          file: new URL(request.url()).pathname.split('/').pop() ?? '',
          wire: sizes.responseBodySize,
          body: bytes.length,
          hinted: bytes.subarray(0, COMPILE_HINT.length + 1).toString() === `${COMPILE_HINT}\n`,
        };
      })(),
    );
  });
  // Not 'networkidle': the kitchen and customer homes keep their live stream open.
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  for (let seen = -1, i = 0; seen !== scripts.length && i < 30; i++) {
    seen = scripts.length;
    await page.waitForTimeout(1000);
  }
  const done = await Promise.all(scripts);
  await context.close();
  return {
    scripts: done.length,
    files: done.map((s) => s.file).sort(),
    withoutCompileHint: done.filter((s) => !s.hinted).map((s) => s.file),
    wireBytes: done.reduce((n, s) => n + s.wire, 0),
    bodyBytes: done.reduce((n, s) => n + s.body, 0),
  };
}

export async function firstVisitFigures(base: string): Promise<VisitFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const figures: VisitFigure[] = [];
    for (const v of VISITS) {
      const token = v.email ? await login(base, v.email) : null;
      figures.push({ visit: v.visit, budgetKb: v.budgetKb, ...(await measure(browser, base, v.path, token)) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

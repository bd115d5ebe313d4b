/**
 * Build step: the first screen's code starts downloading with the entry, not after it. The router loads each
 * screen on demand (src/routes/routeTable.ts), so a first visit used to fetch the entry, run it, and only then
 * discover the screen's chunks: a second round of requests before anything useful is painted. This plugin
 * writes a tiny module script into index.html, before the entry, holding, for the first screens of each app, the
 * chunks the screen needs beyond the entry's own; it adds `<link rel="modulepreload">` for the visited path's list
 * only, so nothing another screen needs is fetched. A guarded path without a session preloads the login screen,
 * where the guard sends it. The script is inline (until 27 Nov 2026 it was a file of its own, one more round trip
 * on a phone's network before any chunk or early answer was asked): the server's Content-Security-Policy allows
 * exactly this text by its SHA-256 (server/plugins/inline-script-hashes.ts), and no other inline script.
 */
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin, type Rolldown } from 'vite';
import { PATHS } from '../model/paths.ts';
import { EARLY_SCREENS, EARLY_SETTINGS } from '../dataProvider/http/earlyRequests.ts';
import { askEarly } from '../dataProvider/http/earlyScript.ts';
import { featureRank } from '../model/dishes.ts';
import { ROLE_KEY, TOKEN_KEY, USER_KEY } from '../dataProvider/http/sessionKeys.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const LOGIN = here('../customRoutes/public/LoginPage.tsx');
const CUSTOMER = here('../customRoutes/customer/CustomerLayout.tsx');
const KITCHEN = here('../customRoutes/kitchen/KitchenLayout.tsx');
const customer = (screen: string) => ({ session: true, modules: [CUSTOMER, here(`../customRoutes/customer/${screen}`)] });

/** path → the lazy modules its first render needs (the frame and the screen), as in the route table */
const FIRST_SCREENS: Record<string, { session: boolean; modules: string[] }> = {
  [PATHS.login]: { session: false, modules: [LOGIN] },
  [PATHS.recovery]: { session: false, modules: [here('../customRoutes/public/RecoveryPage.tsx')] },
  [PATHS.resetPassword]: { session: false, modules: [here('../customRoutes/public/ResetPasswordPage.tsx')] },
  [PATHS.signup]: { session: false, modules: [here('../customRoutes/customer/SignupPage.tsx')] },
  [PATHS.customerHome]: customer('home/HomePage.tsx'),
  [PATHS.customerHomeAlias]: customer('home/HomePage.tsx'),
  [PATHS.menu]: customer('menu/MenuPage.tsx'),
  [PATHS.cart]: customer('cart/CartPage.tsx'),
  [PATHS.customerProfile]: customer('profile/ProfilePage.tsx'),
  [PATHS.myOrders]: customer('orders/MyOrdersPage.tsx'),
  [PATHS.support]: customer('support/SupportPage.tsx'),
  [PATHS.chefBoard]: { session: true, modules: [KITCHEN, here('../customRoutes/kitchen/OrdersBoard.tsx')] },
  [PATHS.chefBoardAlias]: { session: true, modules: [KITCHEN, here('../customRoutes/kitchen/OrdersBoard.tsx')] },
};

function staticClosure(bundle: Rolldown.OutputBundle, file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, into);
  return into;
}

export function routePreload(): Plugin {
  let base = '/';
  // early answers only when the API is the page's own /api (no VITE_API_URL)
  let sameOriginApi = true;
  return {
    name: 'comedor:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      sameOriginApi = !config.env.VITE_API_URL;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const loaded = staticClosure(bundle, entry.fileName, new Set());
        // a screen is the facade of its own chunk, or one module of an app's chunk (scripts/area-chunks.ts)
        const fileOf = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c.fileName] as const)));
        const table: Record<string, { s?: 1; f: string[] }> = {};
        for (const [path, { session, modules }] of Object.entries(FIRST_SCREENS)) {
          const files = new Set<string>();
          for (const id of modules) {
            const file = fileOf.get(id);
            if (!file) throw new Error(`route-preload: no chunk for ${id} (${path}): update FIRST_SCREENS`);
            staticClosure(bundle, file, files);
          }
          table[path] = {
            ...(session ? { s: 1 as const } : {}),
            f: [...files].filter((f) => !loaded.has(f)).map((f) => base + f),
          };
        }
        const source =
          `const t=${JSON.stringify(table)},p=location.pathname.replace(/\\/+$/,'')||'/';` +
          `const s=(k)=>sessionStorage.getItem(k);let r=t[p];if(r&&r.s&&!s(${JSON.stringify(TOKEN_KEY)}))r=t[${JSON.stringify(PATHS.login)}];` +
          `if(r)for(const h of r.f){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)}\n` +
          // the first screen's data, asked while the code downloads (dataProvider/http/earlyScript.ts)
          (sameOriginApi
            ? `(${askEarly.toString()})(${JSON.stringify(EARLY_SCREENS)},${JSON.stringify(EARLY_SETTINGS)},` +
              `${JSON.stringify({ token: TOKEN_KEY, user: USER_KEY, role: ROLE_KEY })},${featureRank.toString()},p)\n`
            : '');
        // minified: every first visit, the log-in screen's too, downloads this script before anything else
        const minified = minifySync('route-preload.mjs', source, { compress: true, mangle: true });
        if (minified.errors.length) throw new Error(`route-preload: ${minified.errors.map((e) => e.message).join('; ')}`);
        const code = minified.code.trim();
        if (code.includes('</script') || code.includes('<!--'))
          throw new Error('route-preload: the script cannot be inlined as it is');
        // before the entry's own script: module scripts run in document order, and an inline one is ready at once
        const entryTag = html.indexOf('<script type="module"');
        if (entryTag < 0) throw new Error('route-preload: no module script in index.html');
        return `${html.slice(0, entryTag)}<script type="module">${code}</script>\n    ${html.slice(entryTag)}`;
      },
    },
  };
}

/**
 * `npx tsx tests/bench/commits.ts /board-chef [email] [runs]`: a tool for working on a screen's first visit, not a
 * figure to quote (`npm run bench` gives those). It opens the screen in Chromium at a fixed CPU slowdown (`RATE`,
 * 4 by default) with an empty cache, as the bench's data set's user, and prints for each run the first paint, the
 * largest one, the long tasks after the first paint (start+duration, ms) and every React commit: when, how many
 * components rendered in it and which ones started the render (the components that rendered while their parent did
 * not). That is how a screen drawn twice on opening shows up (the kitchen board's clock did, 27 Nov 2026). Names are
 * minified in the production build: build once without minifying for readable ones
 * (`npx vite build --minify false --outDir /tmp/dist-plain`, then `BENCH_DIST=/tmp/dist-plain`).
 *
 * The commits are read through the hook React offers developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, installed
 * before the page's scripts run): a component rendered in a commit when its fiber carries React's PerformedWork flag
 * (1), and a subtree whose children are the previous commit's own was not visited. These are React internals, fine
 * for a diagnosis and nothing else.
 */
import { LIGHTHOUSE_SCREENS, signIn } from './lighthouse';
import { startScreenBench } from './screen-bench';

const path = process.argv[2] ?? '/board-chef';
const email = process.argv[3] || LIGHTHOUSE_SCREENS.find((s) => s.path === path)?.email;
const runs = Number(process.argv[4] ?? 3);
const rate = Number(process.env.RATE ?? 4);
const settleMs = Number(process.env.SETTLE_MS ?? 5000);

/** Installed before the page's scripts: React finds it and reports each commit to it. Plain text, run as is. */
const COMMIT_HOOK = `
window.__commits = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {},
  onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot(_id, root) {
    let rendered = 0;
    const starts = [];
    const types = new Map();
    const nameOf = (f) => { const t = f.type && (f.type.type || f.type.render || f.type); return (t && (t.displayName || t.name)) || '?'; };
    const walk = (f, parentRendered) => {
      for (; f; f = f.sibling) {
        const component = typeof f.type === 'function' || (f.type && typeof f.type === 'object' && (f.type.render || f.type.type));
        const prev = f.alternate;
        const did = Boolean(component) && (prev === null || (f.flags & 1) === 1);
        if (did) { rendered++; types.set(nameOf(f), (types.get(nameOf(f)) || 0) + 1); if (!parentRendered && prev !== null) starts.push(nameOf(f)); }
        if (f.child && !(prev && prev.child === f.child)) walk(f.child, component ? did : parentRendered);
      }
    };
    walk(root.current.child, false);
    const most = [...types].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, k]) => n + ' ' + k);
    window.__commits.push({ at: Math.round(performance.now()), rendered, starts: starts.slice(0, 10), most });
  },
};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) (window.__longTasks ||= []).push([Math.round(e.startTime), Math.round(e.duration)]);
}).observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__lcp = Math.round(e.startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Seen {
  fcp: number;
  lcp: number;
  longTasks: [number, number][];
  commits: { at: number; rendered: number; starts: string[]; most: string[] }[];
}

const { base, browser, close } = await startScreenBench();
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (email) await signIn(page, base, email);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluateOnNewDocument(COMMIT_HOOK);
    // 'load', not network idle: the live screens keep their event stream open
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await new Promise((done) => setTimeout(done, settleMs));
    const seen = (await page.evaluate(`({
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      lcp: window.__lcp ?? 0,
      longTasks: window.__longTasks ?? [],
      commits: window.__commits,
    })`)) as Seen;
    const after = seen.longTasks.filter(([start]) => start >= seen.fcp);
    const blocking = after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(
      `${path} run ${run} (CPU ×${rate}): first paint ${seen.fcp} ms, largest ${seen.lcp} ms; ` +
        `long tasks after the first paint ${after.map(([s, d]) => `${s}+${d}`).join(' ') || 'none'} (${blocking} ms over 50)`,
    );
    for (const c of seen.commits) {
      console.log(`  commit at ${c.at} ms: ${c.rendered} components${c.starts.length ? `, from ${c.starts.join(', ')}` : ''}`);
      if (process.env.TYPES && c.rendered >= 100) console.log(`    most rendered: ${c.most.join(', ')}`);
    }
    await page.close();
  }
} finally {
  await close();
}

/// <reference lib="dom" />
/**
 * The data part of the page's first script (scripts/route-preload.ts serializes `askEarly` into an inline module
 * script of index.html, which runs before the app's code). It runs as its own source text, so it uses
 * nothing outside its parameters: the screens' table (dataProvider/http/earlyRequests.ts), the session's storage
 * keys and the home's photo order (model/dishes.ts featureRank). It asks the opened screen's data with the
 * session's token, in one request (GET /api/batch), and leaves the pending answers in `window.__comedorEarly`
 * (`takeEarlyAnswer` hands them to apiFetch); then it loads the browser's time-zone data, which the screen's first
 * render would otherwise wait for.
 */
import type { BatchResponse } from '../../model/batch';
import type { EarlyScreen } from './earlyRequests';

interface EarlySettings {
  path: string;
  preorderDays: number;
  comingDaysMax: number;
}

interface SessionKeys {
  token: string;
  user: string;
  role: string;
}

interface PhotoDish {
  image?: string | null;
  isHighlighted: boolean;
  isRecommended: boolean;
}

type Rank = (dish: PhotoDish) => number;

export function askEarly(
  screens: Record<string, EarlyScreen>,
  settings: EarlySettings,
  keys: SessionKeys,
  rank: Rank,
  path: string,
): void {
  const screen = screens[path];
  const token = sessionStorage.getItem(keys.token);
  if (!screen || !token || sessionStorage.getItem(keys.role) !== screen.role) return;
  const user = sessionStorage.getItem(keys.user) || '';
  const answers: Record<string, Promise<Response | null>> = {};
  const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
  // One request for the screen's reads (GET /api/batch, model/batch.ts): a phone opens six connections to the
  // server, which the app's own files need at the same moment. Each read's answer is rebuilt as the Response the
  // app would have had asking alone; a failed batch leaves each one null (the app then asks it itself).
  function askAll(gets: readonly string[]): void {
    const paths = gets.map(function (get) {
      return get.replace('{userId}', user);
    });
    const query = paths
      .map(function (path) {
        return 'get=' + encodeURIComponent(path);
      })
      .join('&');
    const batch = fetch('/api/batch?' + query, { headers: headers })
      .then(function (r) {
        return r.ok ? (r.json() as Promise<BatchResponse>) : null;
      })
      .catch(function () {
        return null;
      });
    const photoLists: [Promise<unknown>, number][] = [];
    paths.forEach(function (path, i) {
      const answer = batch
        .then(function (b) {
          const a = b && b.answers[i];
          if (!a || a.path !== path) return null;
          const noBody = a.body === null || a.status === 204 || a.status === 205 || a.status === 304;
          const own: Record<string, string> = { 'Content-Type': 'application/json' };
          if (a.total !== undefined) own['X-Total-Count'] = a.total;
          return new Response(noBody ? null : JSON.stringify(a.body), { status: a.status, headers: own });
        })
        .catch(function () {
          return null;
        });
      answers['/api/' + path] = answer;
      const photos = screen.photos && screen.photos[gets[i]];
      if (photos)
        photoLists.push([
          answer.then(function (r) {
            return r && r.ok ? (r.clone().json() as Promise<unknown>) : null;
          }),
          photos,
        ]);
    });
    // the photos of the first list (top to bottom) that has dishes: the only one a phone shows before scrolling
    if (photoLists.length)
      Promise.all(
        photoLists.map(function (entry) {
          return entry[0];
        }),
      )
        .then(function (lists) {
          for (let i = 0; i < lists.length; i++) {
            const list = lists[i];
            if (Array.isArray(list) && list.length) return preloadPhotos(photoLists[i][1])(list);
          }
        })
        .catch(function () {
          return undefined;
        });
  }
  // a list's first photos, in the order the screen shows them (featured first; a list of { dish, left },
  // "Última hora", in the server's order)
  function preloadPhotos(count: number) {
    return function (list: unknown) {
      if (!Array.isArray(list)) return;
      const ranked = (list as (PhotoDish & { dish?: PhotoDish })[]).map(function (o, i): [number, number, PhotoDish] {
        return o.dish ? [0, i, o.dish] : [rank(o), i, o];
      });
      ranked.sort(function (a, b) {
        return a[0] - b[0] || a[1] - b[1];
      });
      for (const [, , dish] of ranked.slice(0, count)) {
        if (!dish.image) continue;
        const link = document.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'image');
        link.setAttribute('href', dish.image);
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      }
    };
  }
  // the restaurant's today in its time zone, plus `days` (one formatter: making one costs a phone milliseconds)
  function daysFrom(timeZone: string | undefined): (days: number) => string {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    return function (days) {
      return new Date(Date.parse(today + 'T00:00:00Z') + days * 86_400_000).toISOString().slice(0, 10);
    };
  }
  askAll(screen.gets);
  const later = screen.afterSettings;
  if (later && later.length) {
    const settingsUrl = '/api/' + settings.path;
    if (!(settingsUrl in answers)) askAll([settings.path]);
    answers[settingsUrl]
      .then((r) => (r && r.ok ? (r.clone().json() as Promise<{ timeZone?: string; preorderDays?: number }>) : null))
      .then(function (s) {
        if (!s) return;
        const day = daysFrom(s.timeZone);
        const ahead = Math.min(Math.floor(s.preorderDays ?? settings.preorderDays), settings.comingDaysMax);
        askAll(
          later
            .filter((get) => !get.includes('{ahead}') || ahead >= 1)
            .map((get) => get.replace('{today}', day(0)).replace('{tomorrow}', day(1)).replace('{ahead}', day(ahead))),
        );
      })
      .catch(() => undefined);
  }
  (window as unknown as { __comedorEarly: unknown }).__comedorEarly = { token, at: Date.now(), answers };
  // The page's first date formatter loads the browser's time-zone data (50-80 ms on this VM, several times that on a
  // phone). Every signed-in screen shows dates or hours, so that load happens here, while the app's code is still
  // downloading and the main thread has nothing else to do, instead of inside the first render; in a task of its own,
  // so the requests this script started (and the files' preloads before it) go out before it, not after it.
  setTimeout(function () {
    new Intl.DateTimeFormat().resolvedOptions();
  }, 0);
}

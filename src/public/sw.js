/*
 * Comedor's service worker: the app opens at once from the home screen, and never serves stale code.
 * - Pages (navigations): network first, so a deploy is seen at once; the cached shell only when offline.
 * - /assets/*: content-hashed, never change: cache first, stored on first use.
 * - Icons and the manifest: cache first.
 * - /api/*: never touched (answers hold personal data and must be live).
 * Only successful same-origin answers are stored; a missing chunk of an old build stays a 404, so the app's
 * "reload once" after a deploy still happens.
 */
const CACHE = 'comedor-shell-v1';
const SHELL = '/index.html';
const PRECACHE = [SHELL, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (err) {
    const cached = await cache.match(SHELL);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/api') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

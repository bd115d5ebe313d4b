import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installStaleChunkReload } from './reloadOnStaleChunk';
import { loadFirstScreen } from './routes/firstScreen';
import { getSession } from '../dataProvider/http/session';
import { isRemembered } from '../dataProvider/http/rememberedDevice';
import { afterFirstScreen } from './ui/afterFirstPaint';

installStaleChunkReload();

// Installable app (public/sw.js): production builds only, so `npm run dev` never serves cached code.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works the same, only not offline.
    });
  });
}

afterFirstScreen(() => {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.webmanifest';
  document.head.appendChild(manifest);
});

// The first render waits for the session (a remembered device's new tab gets a fresh one first,
// dataProvider/http/rememberedDevice.ts) and the opened screen's code (src/routes/firstScreen.ts), then draws it in a
// transition: React draws it in small slices instead of one long task, so a phone stays responsive while the
// app starts (Lighthouse counts every task over 50 ms as blocking).
const root = createRoot(document.getElementById('root')!);
const session = getSession();
const restored =
  session || !isRemembered()
    ? Promise.resolve(session)
    : import('../dataProvider/http/rememberedSession').then((m) => m.restoreRememberedSession());
void restored
  .then((session) => loadFirstScreen(location.pathname, session))
  .then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );

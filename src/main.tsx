import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installStaleChunkReload } from './reloadOnStaleChunk';

installStaleChunkReload();

// Installable app (public/sw.js): production builds only, so `npm run dev` never serves cached code.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works the same, only not offline.
    });
  });
}

// A transition: React draws the first screen in small slices instead of one long task, so a phone stays
// responsive while the app starts (Lighthouse counts every task over 50 ms as blocking).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

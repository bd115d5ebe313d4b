/**
 * Web Push on this device: whether it can be asked at all, this browser's own subscription, and the two
 * actions. The browser's permission prompt is only ever opened from a tap ("Avísame cuando esté listo"), never
 * on load (iOS refuses a prompt not started by a tap, and an unasked prompt is a nuisance).
 * - 'no-push': the browser has no PushManager. On iOS/iPadOS in a Safari tab this is expected: push works
 *   only for the app added to the home screen ('ios-tab').
 * - 'no-worker': no service worker (a development build, or a browser that refused it).
 * - 'denied': the customer blocked notifications for the site; only the browser's settings can undo it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';

export type PushSupport = 'checking' | 'ok' | 'ios-tab' | 'no-push' | 'no-worker' | 'denied';

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export function usePushDevice() {
  const dataProvider = useComedorDataProvider();
  const [locale] = useLocaleState();
  const [support, setSupport] = useState<PushSupport>('checking');
  const [endpoint, setEndpoint] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) {
      setSupport(isIos() ? 'ios-tab' : 'no-push');
      return;
    }
    const reg = await registration();
    if (!reg) return setSupport('no-worker');
    if (Notification.permission === 'denied') setSupport('denied');
    else setSupport('ok');
    setEndpoint((await reg.pushManager.getSubscription())?.endpoint ?? null);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Asks the browser (from a tap), subscribes with the server's key and stores the subscription. */
  const subscribe = useCallback(async (): Promise<'subscribed' | 'denied'> => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      await refresh();
      return 'denied';
    }
    const reg = await navigator.serviceWorker.ready;
    const { publicKey } = await dataProvider.getPushKey();
    const subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    await dataProvider.savePushSubscription({
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      language: locale === 'en' ? 'en' : 'es',
    });
    setEndpoint(subscription.endpoint);
    return 'subscribed';
  }, [dataProvider, locale, refresh]);

  /** Removes a device; this one also stops its browser subscription. */
  const remove = useCallback(
    async (id: number, deviceEndpoint: string) => {
      await dataProvider.deletePushSubscription(id);
      if (deviceEndpoint === endpoint) {
        const reg = await registration();
        await (await reg?.pushManager.getSubscription())?.unsubscribe();
        setEndpoint(null);
      }
    },
    [dataProvider, endpoint],
  );

  return { support, endpoint, subscribe, remove };
}

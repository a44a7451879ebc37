import { ApiError } from '../api/api-error';
import { pushApi } from '../api/push';

export type PushSetup = 'subscribed' | 'denied' | 'unsupported' | 'unavailable' | 'failed';

/**
 * Subscribes this browser to the member's push notifications, once they have allowed notifications: registers the
 * service worker, subscribes with the installation's VAPID key and stores the subscription (again, when the browser
 * has one already: it may have been another account's). Loaded only when a push switch is turned on.
 */
export async function subscribeBrowser(): Promise<PushSetup> {
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: await pushApi.publicKey(),
      }));
    await pushApi.subscribe(subscription.toJSON());
    return 'subscribed';
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'unavailable';
    if (err instanceof DOMException && err.name === 'NotAllowedError') return 'denied';
    return 'failed';
  }
}

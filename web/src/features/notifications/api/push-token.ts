// This browser's Firebase Cloud Messaging token, got with the app's own service worker (web/src/service-worker/
// push.ts shows what arrives). Loaded only when the person turns push on: firebase/messaging stays out of the
// dashboards' first load.
import { getMessaging, getToken } from 'firebase/messaging';
import { firebaseApp } from '@/lib/firebase-auth';

/** How long to wait for the app's service worker before giving up (it installs on the first visit). */
const SERVICE_WORKER_WAIT_MS = 5_000;

async function appServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration) return registration;
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS));
  return Promise.race([ready, timeout]);
}

/** The token, or null when the browser cannot have one (no service worker, the push service unreachable). */
export async function pushTokenFor(vapidKey: string): Promise<string | null> {
  const serviceWorkerRegistration = await appServiceWorker();
  if (!serviceWorkerRegistration) return null;
  try {
    return (await getToken(getMessaging(firebaseApp), { vapidKey, serviceWorkerRegistration })) || null;
  } catch (error) {
    console.warn('Web push: no token', error);
    return null;
  }
}

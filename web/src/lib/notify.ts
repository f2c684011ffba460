// Toasts through one door: react-toastify and its container are loaded when the first toast is raised, not
// with the page (about 10 KB gzip that most page loads never use), and a toast raised before the container
// has mounted would be lost, so every toast waits for it.
let requested = false;
const requestListeners = new Set<() => void>();

/** Whether a toast has been raised yet: the container mounts from then on (app/toasts.tsx). */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

let markReady: () => void = () => {};
const containerReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast container once it is on the page. */
export function toastContainerMounted(): void {
  markReady();
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

async function show(kind: ToastKind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  const [{ toast }] = await Promise.all([import('react-toastify'), containerReady]);
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
  warning: (message: string) => void show('warning', message),
};

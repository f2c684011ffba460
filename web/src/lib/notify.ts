// Toasts through one door: react-toastify's container is loaded after the first paint (budget of the
// landing page), and a toast raised before it has mounted would be lost, so every toast waits for it.
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
  const [{ toast }] = await Promise.all([import('react-toastify'), containerReady]);
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
  warning: (message: string) => void show('warning', message),
};

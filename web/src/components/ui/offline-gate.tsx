import { offlineTexts } from '@appointments/domain';
import { chakra } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useOnline } from '@/lib/connection';

/**
 * What a signed-in page does without a network: `actions` (a page whose buttons and fields change data on the
 * server) turns them all off, natively, through a disabled fieldset, and says why in the banner; `queue`
 * (Messages) keeps them on, its sends wait on the device. The fieldset is there online too (and lays out as if
 * it were not, `display: contents`), so going offline never remounts the page or drops what it holds.
 */
export type OfflineMode = 'actions' | 'queue';

function PlainBanner({ mode, id }: { mode: OfflineMode; id: string }) {
  return (
    <chakra.p id={id} role="status" textStyle="body" fontWeight="semibold">
      {offlineTexts.banner(null)}. {mode === 'actions' ? offlineTexts.actionsOff : offlineTexts.messagesQueue}
    </chakra.p>
  );
}

// The banner (and the time formatting it needs) loads only once the device is offline: from the service
// worker's precache, or, where there is none yet, the plain line above says it without the time.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then(
    (module) => ({ default: module.OfflineBanner }),
    () => ({ default: PlainBanner }),
  ),
);

export function OfflineGate({ mode, children }: { mode: OfflineMode; children: ReactNode }) {
  const online = useOnline();
  const reasonId = useId();
  const banner = online ? null : (
    <Suspense fallback={<PlainBanner mode={mode} id={reasonId} />}>
      <OfflineBanner mode={mode} id={reasonId} />
    </Suspense>
  );
  if (mode === 'queue') {
    return (
      <>
        {banner}
        {children}
      </>
    );
  }
  return (
    <>
      {banner}
      <chakra.fieldset
        display="contents"
        disabled={!online}
        aria-describedby={online ? undefined : reasonId}
        data-offline={online ? undefined : ''}
      >
        {children}
      </chakra.fieldset>
    </>
  );
}

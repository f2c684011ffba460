import { formatTime, offlineTexts } from '@appointments/domain';
import { chakra } from '@chakra-ui/react';
import { lastLiveAt } from '@/lib/connection';
import { Notice } from './notice';
import type { OfflineMode } from './offline-gate';

/**
 * 'Offline — showing what you had at 4:05 PM' (India time) and what that means for the page. Loaded only once
 * the device is offline (offline-gate.tsx), from the service worker's precache.
 */
export function OfflineBanner({ mode, id }: { mode: OfflineMode; id: string }) {
  const since = lastLiveAt();
  return (
    <Notice tone="warning" title={offlineTexts.banner(since ? formatTime(since) : null)}>
      <chakra.p id={id} textStyle="body">
        {mode === 'actions' ? offlineTexts.actionsOff : offlineTexts.messagesQueue}
      </chakra.p>
    </Notice>
  );
}

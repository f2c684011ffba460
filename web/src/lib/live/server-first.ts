// The persistent cache answers a new listener at once with documents of earlier visits and other lists,
// before the server: where a screen must not show that (a partial page, a slot taken since), its listener
// holds the cache's snapshots back until the server has answered once (docs/architecture/offline.md).
import type { SnapshotMetadata } from 'firebase/firestore';

/**
 * How long a listener that waits for the server's first answer (a paged list, a booking's slots) shows nothing
 * before it shows the persistent cache's instead (a network that answers nothing).
 */
export const SERVER_WAIT_MS = 10_000;

/**
 * Passes snapshots on to `show`, except the cache's before the server's first answer while online; those wait
 * SERVER_WAIT_MS, then the latest is shown. Offline, the cache's is shown at once. Its listener must ask for
 * metadata changes, so a server answer that changes no document is still heard.
 */
export class ServerFirst<S extends { metadata: SnapshotMetadata }> {
  private answered = false;
  private cached: S | null = null;
  private fallback: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly show: (snapshot: S) => void) {}

  deliver(snapshot: S): void {
    if (!this.answered && snapshot.metadata.fromCache && navigator.onLine) {
      this.cached = snapshot;
      this.fallback ??= setTimeout(() => this.showCached(), SERVER_WAIT_MS);
      return;
    }
    this.stop();
    this.answered = true;
    this.show(snapshot);
  }

  /** Drops a pending fallback: the listener has closed. */
  stop(): void {
    clearTimeout(this.fallback);
  }

  private showCached(): void {
    this.answered = true;
    if (this.cached) this.show(this.cached);
  }
}

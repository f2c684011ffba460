// Times each request this process's Firestore client sends (batch reads, queries, commits), with the line of
// the functions' code that asked it: where a call waits on one round trip after another.
import { Firestore } from 'firebase-admin/firestore';

type RequestMethod = (this: Firestore, ...args: unknown[]) => Promise<unknown>;

/** The innermost frames of the functions' own code in a stack, 'readAll (data/read-all.ts:12)'. */
function askedBy(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.includes('/functions/src/'))
    .slice(0, 2)
    .map((line) =>
      line
        .trim()
        .replace(/^at (async )?/, '')
        .replace(/\(.*\/functions\/src\//, '('),
    )
    .join(' < ');
}

export interface FirestoreRequestTrace {
  start(): void;
  /** The time since `start` and the requests sent in it: 'start+duration method asked-by', in ms. */
  stop(): { elapsedMs: number; requests: string[] };
}

/** Wraps the client's two request paths (unary and streamed) once; records only between `start` and `stop`. */
export function traceFirestoreRequests(): FirestoreRequestTrace {
  let startedAt: number | null = null;
  let requests: string[] = [];
  const prototype = Firestore.prototype as unknown as Record<'request' | 'requestStream', RequestMethod>;
  for (const name of ['request', 'requestStream'] as const) {
    const original = prototype[name];
    prototype[name] = async function traced(this: Firestore, ...args: unknown[]) {
      const sentAt = performance.now();
      const asker = askedBy(new Error().stack);
      try {
        return await original.apply(this, args);
      } finally {
        if (startedAt !== null) {
          const offset = (sentAt - startedAt).toFixed(1);
          requests.push(`${offset}+${(performance.now() - sentAt).toFixed(1)} ${String(args[0])} ${asker}`);
        }
      }
    };
  }
  return {
    start() {
      requests = [];
      startedAt = performance.now();
    },
    stop() {
      const elapsedMs = performance.now() - (startedAt ?? performance.now());
      startedAt = null;
      return { elapsedMs, requests };
    },
  };
}

// A live source held by one mounted hook: opened when the hook first asks for it, closed when the hook
// unmounts or asks for something else. Read through useSyncExternalStore, so a delivery renders at once.
// Not reactfire's useObservable: its cache keeps each query's listener open for the life of the page. The
// sources themselves are rxfire's `fromRef` for queries and documents (docs/architecture.md, "The live-data
// layer").
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Opens the source and hands each value to `emit`; returns what closes it. */
export type StartSource<T> = (emit: (value: T) => void) => () => void;

interface OpenSource {
  /** The latest delivery, undefined until the first. */
  value: unknown;
  users: number;
  subscribe: (listener: () => void) => () => void;
  close: () => void;
}

const noSource: OpenSource = { value: undefined, users: 0, subscribe: () => () => {}, close: () => {} };
const sources = new Map<string, OpenSource>();
// A render React throws away never commits and so never uses its source: it closes after this long.
const UNCOMMITTED_CLOSE_MS = 10_000;

let hooks = 0;
let objects = 0;
const objectIds = new WeakMap<object, number>();

/** Objects (queries, converters) count by identity: the caller memoises them, as with any effect dependency. */
function keyPart(part: unknown): string {
  if (Object(part) !== part) return String(part);
  const object = part as object;
  let id = objectIds.get(object);
  if (id === undefined) {
    id = ++objects;
    objectIds.set(object, id);
  }
  return `#${id}`;
}

function closeIfUnused(id: string): void {
  const source = sources.get(id);
  if (!source || source.users > 0) return;
  sources.delete(id);
  source.close();
}

/** Opened during render, so the first delivery (often from the SDK's cache) is not a render late. */
function sourceFor<T>(id: string, start: StartSource<T>): OpenSource {
  const known = sources.get(id);
  if (known) return known;
  const listeners = new Set<() => void>();
  const source: OpenSource = {
    value: undefined,
    users: 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {},
  };
  sources.set(id, source);
  source.close = start((value) => {
    source.value = value;
    for (const listener of listeners) listener();
  });
  setTimeout(() => closeIfUnused(id), UNCOMMITTED_CLOSE_MS);
  return source;
}

/**
 * `key` names what the source reads (null: nothing to read yet); a different key opens a new source and
 * closes the old one. `start` is used only when its key opens; what it emits must not be undefined, which
 * means 'nothing delivered yet'. Each hook has its own source: two screens
 * reading the same query hold two listeners, which the Firestore SDK serves from one watch.
 */
export function useLiveSource<T>(key: readonly unknown[] | null, start: StartSource<T>): T | undefined {
  const [hook] = useState(() => ++hooks);
  const id = key === null ? null : `live:${hook}:${key.map(keyPart).join(':')}`;
  const source = id === null ? noSource : sourceFor(id, start);

  const value = useSyncExternalStore(source.subscribe, () => source.value as T | undefined);

  useEffect(() => {
    if (id === null) return;
    const held = sources.get(id);
    if (held) held.users++;
    return () => {
      if (held) held.users--;
      // Deferred: a remount in the same commit (React's strict mode) keeps the source open.
      setTimeout(() => closeIfUnused(id), 0);
    };
  }, [id]);

  return value;
}

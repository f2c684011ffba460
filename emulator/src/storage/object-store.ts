import type { ObjectMetadata, StoredObject } from './types.js';

export interface ListQuery {
  readonly bucket: string;
  readonly prefix: string;
  /** Empty string = no delimiter (flat listing). */
  readonly delimiter: string;
  readonly pageToken?: string;
  readonly maxResults: number;
}

export interface ListPage {
  readonly items: ObjectMetadata[];
  /** Each ends with the delimiter, as GCS returns them. */
  readonly prefixes: string[];
  readonly nextPageToken?: string;
}

/**
 * Objects by bucket and name, in memory. Writers hand over complete objects only, so a reader never sees a
 * half-written one: atomicity lives in the upload code, which buffers until the bytes are all there.
 */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  put(object: StoredObject): void {
    const { bucket, name } = object.metadata;
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    objects.set(name, object);
  }

  delete(bucket: string, name: string): boolean {
    return this.buckets.get(bucket)?.delete(name) ?? false;
  }

  all(): StoredObject[] {
    return [...this.buckets.values()].flatMap((objects) => [...objects.values()]);
  }

  clear(): void {
    this.buckets.clear();
  }

  /**
   * GCS listing: names under `prefix`, in name order; with a delimiter, names that continue past it collapse
   * into one prefix entry. Items and prefixes share the `maxResults` budget; the page token is the last entry.
   */
  list(query: ListQuery): ListPage {
    const objects = this.buckets.get(query.bucket);
    const names = objects ? [...objects.keys()].filter((n) => n.startsWith(query.prefix)).sort() : [];
    const after = query.pageToken === undefined ? undefined : decodePageToken(query.pageToken);
    const items: ObjectMetadata[] = [];
    const prefixes: string[] = [];
    let lastEntry: string | undefined;
    for (const name of names) {
      if (
        after !== undefined &&
        (name <= after ||
          (query.delimiter !== '' && after.endsWith(query.delimiter) && name.startsWith(after)))
      ) {
        continue;
      }
      const rest = name.slice(query.prefix.length);
      const cut = query.delimiter === '' ? -1 : rest.indexOf(query.delimiter);
      const entry = cut === -1 ? name : query.prefix + rest.slice(0, cut + query.delimiter.length);
      if (entry === lastEntry) continue;
      if (items.length + prefixes.length === query.maxResults) {
        return { items, prefixes, nextPageToken: encodePageToken(lastEntry ?? '') };
      }
      lastEntry = entry;
      const object = objects?.get(name);
      if (cut === -1 && object) items.push(object.metadata);
      else prefixes.push(entry);
    }
    return { items, prefixes };
  }
}

function encodePageToken(lastEntry: string): string {
  return Buffer.from(lastEntry, 'utf8').toString('base64url');
}

function decodePageToken(token: string): string {
  return Buffer.from(token, 'base64url').toString('utf8');
}

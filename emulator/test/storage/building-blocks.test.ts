import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { callerFromRequest } from '../../src/storage/caller.js';
import { parseUploadRange } from '../../src/storage/content-range.js';
import { assertValidContentType } from '../../src/storage/content-type.js';
import { hashContent } from '../../src/storage/hashes.js';
import { parseRange } from '../../src/storage/media-response.js';
import { parseMultipart } from '../../src/storage/multipart-related.js';
import { newObjectMetadata } from '../../src/storage/object-metadata.js';
import { ObjectStore } from '../../src/storage/object-store.js';
import { mockIdToken } from '../support/harness.js';

describe('ObjectStore.list', () => {
  const store = new ObjectStore();
  for (const name of ['a/1', 'a/2', 'a/b/3', 'a/b/4', 'a/c/5', 'a/6', 'z']) {
    const data = Buffer.from(name);
    store.put({ metadata: newObjectMetadata({ bucket: 'bkt', name, data, metadata: {} }), data });
  }
  const page = (prefix: string, delimiter: string, maxResults = 1000, pageToken?: string) =>
    store.list({ bucket: 'bkt', prefix, delimiter, maxResults, pageToken });

  it('collapses names past the delimiter into prefixes', () => {
    const result = page('a/', '/');
    expect(result.items.map((i) => i.name)).toEqual(['a/1', 'a/2', 'a/6']);
    expect(result.prefixes).toEqual(['a/b/', 'a/c/']);
  });

  it('lists flat without a delimiter', () => {
    expect(page('a/b', '').items.map((i) => i.name)).toEqual(['a/b/3', 'a/b/4']);
  });

  it('pages through items and prefixes together without repeats', () => {
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const result = page('a/', '/', 2, token);
      seen.push(...result.items.map((i) => i.name), ...result.prefixes);
      token = result.nextPageToken;
    } while (token);
    expect(seen.sort()).toEqual(['a/1', 'a/2', 'a/6', 'a/b/', 'a/c/']);
  });

  it('knows nothing of other buckets', () => {
    expect(store.list({ bucket: 'other', prefix: '', delimiter: '', maxResults: 10 }).items).toEqual([]);
  });
});

describe('parseMultipart', () => {
  it('splits parts, keeps binary bodies intact and tolerates a preamble', () => {
    const binary = Buffer.from([0, 13, 10, 45, 45, 255]);
    const body = Buffer.concat([
      Buffer.from('preamble\r\n--b\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--b\r\n\r\n'),
      binary,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const parts = parseMultipart(body, 'b');
    expect(parts).toHaveLength(2);
    expect(parts[0]?.headers['content-type']).toBe('application/json');
    expect(parts[0]?.body.toString()).toBe('{"a":1}');
    expect(parts[1]?.body.equals(binary)).toBe(true);
  });

  it('refuses a body without its closing boundary', () => {
    expect(() => parseMultipart(Buffer.from('--b\r\n\r\n{}\r\n--b\r\n\r\ndata'), 'b')).toThrow(/truncated/);
    expect(() => parseMultipart(Buffer.from('no boundary at all'), 'b')).toThrow(/boundary/);
  });
});

describe('Range and Content-Range parsing', () => {
  it('parses download ranges', () => {
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=0-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,3-4', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
  });

  it('parses resumable upload ranges', () => {
    expect(parseUploadRange('bytes */*')).toEqual({ kind: 'query', total: undefined });
    expect(parseUploadRange('bytes */20')).toEqual({ kind: 'query', total: 20 });
    expect(parseUploadRange('bytes 0-9/20')).toEqual({ kind: 'chunk', start: 0, end: 9, total: 20 });
    expect(parseUploadRange('bytes 10-*/*')).toEqual({
      kind: 'chunk',
      start: 10,
      end: undefined,
      total: undefined,
    });
    expect(parseUploadRange(undefined)).toEqual({
      kind: 'chunk',
      start: 0,
      end: undefined,
      total: undefined,
    });
    expect(() => parseUploadRange('bytes 9-0/20')).toThrow();
    expect(() => parseUploadRange('bytes=0-1/2')).toThrow();
  });
});

describe('content types and hashes', () => {
  it('accepts real media types and refuses the rest', () => {
    expect(assertValidContentType(' image/png ')).toBe('image/png');
    expect(assertValidContentType('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    for (const bad of ['', 'png', 'image/', 'image/png\r\nx: y', 'a b/c'])
      expect(() => assertValidContentType(bad)).toThrow();
  });

  it('computes GCS-style MD5 and CRC32C', () => {
    // Known CRC32C of "123456789" is 0xE3069283.
    expect(hashContent(Buffer.from('123456789')).crc32c).toBe(
      Buffer.from('e3069283', 'hex').toString('base64'),
    );
    expect(hashContent(Buffer.from('')).md5Hash).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
  });
});

describe('callerFromRequest', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as http.IncomingMessage;

  it('treats the owner token as admin on both APIs', () => {
    expect(callerFromRequest(request({ authorization: 'Firebase owner' }), 'firebase')).toEqual({
      kind: 'admin',
    });
    expect(callerFromRequest(request({ authorization: 'Bearer owner' }), 'gcs')).toEqual({ kind: 'admin' });
  });

  it('decodes unsigned emulator ID tokens', () => {
    const caller = callerFromRequest(
      request({ authorization: `Firebase ${mockIdToken('u1', { teacher: true })}` }),
      'firebase',
    );
    expect(caller).toMatchObject({ kind: 'end-user', auth: { uid: 'u1', token: { teacher: true } } });
  });

  it('trusts the JSON API and firebase-admin, but not anonymous web calls', () => {
    expect(callerFromRequest(request({}), 'gcs')).toEqual({ kind: 'admin' });
    expect(callerFromRequest(request({ 'x-goog-api-client': 'gl-node/20 gccl/7.22.0' }), 'firebase')).toEqual(
      { kind: 'admin' },
    );
    expect(callerFromRequest(request({}), 'firebase')).toEqual({ kind: 'end-user', auth: null });
    expect(callerFromRequest(request({ authorization: 'Firebase garbage' }), 'firebase')).toEqual({
      kind: 'end-user',
      auth: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { FirestoreDatabase } from '../../src/core/database.js';
import { type ListenEvent, ListenSession } from '../../src/core/listen.js';
import type { Write } from '../../src/core/writes.js';
import { fields, v } from './values.js';

const db = () => new FirestoreDatabase({ projectId: 'p', databaseId: '(default)' });

function remove(database: FirestoreDatabase, path: string) {
  const write: Write = {
    path,
    name: `${database.documentsRoot}/${path}`,
    operation: { type: 'delete' },
    transforms: [],
  };
  const { staged, commitTime } = database.stage([write]);
  database.persist(staged, commitTime);
}

function set(database: FirestoreDatabase, path: string, data: Parameters<typeof fields>[0]) {
  const write: Write = {
    path,
    name: `${database.documentsRoot}/${path}`,
    operation: { type: 'update', fields: fields(data) },
    transforms: [],
  };
  const { staged, commitTime } = database.stage([write]);
  database.persist(staged, commitTime);
}

/** The documents of collection `c` whose `open` is true. */
const openOnes = {
  parentPath: '',
  collectionId: 'c',
  allDescendants: false,
  orderBy: [],
  offset: 0,
  filter: { type: 'field' as const, field: ['open'], op: 'EQUAL' as const, value: v.bool(true) },
};

const describeEvent = (e: ListenEvent): string => {
  switch (e.type) {
    case 'targetChange':
      return `${e.change}${e.targetIds.length ? `:${e.targetIds.join(',')}` : ''}${e.readTime ? '@t' : ''}`;
    case 'documentChange':
      return `change:${e.document.path}→${e.targetIds.join(',')}`;
    case 'documentDelete':
    case 'documentRemove':
      return `${e.type === 'documentDelete' ? 'delete' : 'remove'}:${e.path}→${e.removedTargetIds.join(',')}`;
    case 'filter':
      return `filter:${e.targetId}=${e.count}`;
  }
};

/** A listen session on `database` that allows every target and records what it sends, described. */
function recordingSession(database: FirestoreDatabase): { session: ListenSession; events: string[] } {
  const events: string[] = [];
  const session = new ListenSession(
    database,
    () => {},
    (e) => events.push(describeEvent(e)),
  );
  return { session, events };
}

describe('ListenSession', () => {
  it('follows the watch contract: ADD, documents, CURRENT, global snapshot, then pushes changes', () => {
    const database = db();
    set(database, 'c/a', { open: v.bool(true) });
    const { session, events } = recordingSession(database);
    const query = openOnes;
    session.addTarget(2, { kind: 'query', query }, { resumed: false });
    session.addTarget(4, { kind: 'documents', paths: ['c/b'] }, { resumed: false });
    expect(events.splice(0)).toEqual([
      'ADD:2',
      'change:c/a→2',
      'CURRENT:2',
      'NO_CHANGE@t',
      'ADD:4',
      'CURRENT:4',
      'NO_CHANGE@t',
    ]);
    set(database, 'c/b', { open: v.bool(true) });
    expect(events.splice(0)).toEqual(['change:c/b→2', 'change:c/b→4', 'NO_CHANGE@t']);
    set(database, 'c/a', { open: v.bool(false) });
    expect(events.splice(0)).toEqual(['change:c/a→', 'NO_CHANGE@t']);
    set(database, 'other/x', { open: v.bool(true) });
    expect(events).toEqual([]);
    session.removeTarget(2);
    expect(events.splice(0)).toEqual(['REMOVE:2']);
    session.close();
  });

  it('sends an existence filter count when a target resumes', () => {
    const database = db();
    set(database, 'c/a', {});
    const { session, events } = recordingSession(database);
    session.addTarget(
      1,
      {
        kind: 'query',
        query: { parentPath: '', collectionId: 'c', allDescendants: false, orderBy: [], offset: 0 },
      },
      { resumed: true },
    );
    expect(events).toContain('filter:1=1');
    session.close();
  });

  it('tells a resumed target which of its documents left since its token: deleted, or no longer matching', () => {
    const database = db();
    for (const path of ['c/a', 'c/b', 'c/c']) set(database, path, { open: v.bool(true) });
    const since = database.clock.current();
    set(database, 'c/a', { open: v.bool(false) });
    remove(database, 'c/b');
    set(database, 'c/d', { open: v.bool(false) });
    const { session, events } = recordingSession(database);
    session.addTarget(1, { kind: 'query', query: openOnes }, { resumed: true, since });
    // c/d never matched, so it is not news; the count then agrees with what the client keeps.
    expect(events).toEqual([
      'ADD:1',
      'change:c/c→1',
      'change:c/a→',
      'delete:c/b→1',
      'filter:1=1',
      'CURRENT:1',
      'NO_CHANGE@t',
    ]);
    events.length = 0;
    // A limit's past result cannot be replayed document by document: the count alone tells the client.
    session.addTarget(2, { kind: 'query', query: { ...openOnes, limit: 5 } }, { resumed: true, since });
    expect(events).toEqual(['ADD:2', 'change:c/c→2', 'filter:2=1', 'CURRENT:2', 'NO_CHANGE@t']);
    session.close();
  });
});

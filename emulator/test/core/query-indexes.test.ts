import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../../src/core/errors.js';
import type { Direction, FieldOperator, Filter, Query } from '../../src/core/query.js';
import {
  indexJson,
  type NeededIndex,
  queryIndexesOf,
  requireQueryIndex,
} from '../../src/core/query-indexes.js';
import type { Value } from '../../src/core/value.js';
import { asc, composite, contains, desc, vectorField } from '../support/index-file.js';
import { v } from './values.js';

const DB = { projectId: 'demo-p', databaseId: '(default)' };

/** An indexes file as `firebase deploy` takes it. */
const FILE = {
  indexes: [
    composite('students', [asc('isApproved'), asc('name')]),
    composite('students', [asc('department'), asc('name')]),
    composite('students', [contains('searchTokens'), asc('name')]),
    composite('students', [desc('createdAt'), asc('name')]),
    composite('slots', [asc('teacherId'), asc('dateTime')], 'COLLECTION_GROUP'),
    composite('teacherMatching', [asc('isApproved'), vectorField('profileEmbedding', 4)]),
  ],
  fieldOverrides: [
    {
      collectionGroup: 'slots',
      fieldPath: 'studentId',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
    { collectionGroup: 'students', fieldPath: 'bio', indexes: [] },
    { collectionGroup: 'students', fieldPath: 'address', indexes: [] },
    {
      collectionGroup: 'students',
      fieldPath: 'address.city',
      indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
    },
    { collectionGroup: 'logs', fieldPath: '*', indexes: [] },
    { collectionGroup: 'passwordResets', fieldPath: 'expiresAt', ttl: true, indexes: [] },
    { collectionGroup: 'rateLimits', fieldPath: 'expiresAt', ttl: true },
  ],
};

const INDEXES = queryIndexesOf(FILE);

const field = (name: string, op: FieldOperator, value: Value = v.str('x')): Filter => ({
  type: 'field',
  field: name.split('.'),
  op,
  value,
});
const and = (...filters: Filter[]): Filter => ({ type: 'composite', op: 'AND', filters });
const or = (...filters: Filter[]): Filter => ({ type: 'composite', op: 'OR', filters });
const by = (name: string, direction: Direction = 'ASCENDING') => ({ field: name.split('.'), direction });

function query(collectionId: string, parts: Partial<Query> = {}): Query {
  return { parentPath: '', collectionId, allDescendants: false, orderBy: [], offset: 0, ...parts };
}

/** The index a refused query asks for, or undefined when it runs. */
function neededFor(q: Query): NeededIndex | undefined {
  let needed: NeededIndex | undefined;
  try {
    requireQueryIndex(INDEXES, DB, q, (index) => {
      needed = index;
    });
  } catch (error) {
    expect(error).toBeInstanceOf(EmulatorError);
    expect((error as EmulatorError).code).toBe(9);
    expect(needed).toBeDefined();
    return needed;
  }
  return undefined;
}

const runs = (q: Query) => expect(neededFor(q)).toBeUndefined();
const needs = (q: Query) => {
  const needed = neededFor(q);
  expect(needed).toBeDefined();
  return JSON.parse(indexJson(needed as NeededIndex));
};

describe('which queries production serves without a declared index', () => {
  it('runs a whole collection, one field filtered or ordered, by the automatic single-field indexes', () => {
    runs(query('students'));
    runs(query('students', { filter: field('email', 'EQUAL') }));
    runs(query('students', { filter: field('age', 'GREATER_THAN', v.int(3)) }));
    runs(
      query('students', {
        filter: field('age', 'GREATER_THAN', v.int(3)),
        orderBy: [by('age', 'DESCENDING')],
      }),
    );
    runs(query('students', { orderBy: [by('name', 'DESCENDING')] }));
    runs(query('students', { filter: field('tags', 'ARRAY_CONTAINS') }));
    runs(query('students', { filter: field('status', 'IN', v.arr(v.str('a'), v.str('b'))) }));
    runs(query('students', { filter: field('status', 'NOT_EQUAL') }));
    runs(query('students', { orderBy: [by('__name__', 'DESCENDING')] }));
    // A kindless query, or one filtering the key alone, needs no field index.
    runs({ parentPath: '', allDescendants: true, orderBy: [], offset: 0 });
    runs(query('students', { filter: field('__name__', 'GREATER_THAN', v.ref('students/a')) }));
  });

  it('merges single-field indexes for equality (and array-contains) filters on several fields', () => {
    runs(
      query('students', {
        filter: and(field('isApproved', 'EQUAL', v.bool(true)), field('department', 'EQUAL')),
      }),
    );
    runs(query('students', { filter: and(field('department', 'EQUAL'), field('tags', 'ARRAY_CONTAINS')) }));
    // An order on a field held equal by a filter changes nothing.
    runs(query('students', { filter: field('department', 'EQUAL'), orderBy: [by('department')] }));
  });

  it('merges composite indexes that share the order after their equality fields', () => {
    runs(
      query('students', {
        filter: and(field('isApproved', 'EQUAL', v.bool(true)), field('department', 'EQUAL')),
        orderBy: [by('name')],
      }),
    );
    runs(
      query('students', {
        filter: and(field('department', 'EQUAL'), field('searchTokens', 'ARRAY_CONTAINS')),
        orderBy: [by('name')],
      }),
    );
  });

  it('asks for a composite index for an equality with an order or range on another field', () => {
    runs(query('students', { filter: field('isApproved', 'EQUAL', v.bool(true)), orderBy: [by('name')] }));
    expect(
      needs(
        query('students', { filter: field('isApproved', 'EQUAL', v.bool(true)), orderBy: [by('email')] }),
      ),
    ).toEqual({
      collectionGroup: 'students',
      queryScope: 'COLLECTION',
      fields: [asc('isApproved'), asc('email')],
    });
    // The declared index is ascending: a descending order needs its own.
    expect(
      needs(
        query('students', {
          filter: field('isApproved', 'EQUAL', v.bool(true)),
          orderBy: [by('name', 'DESCENDING')],
        }),
      ).fields,
    ).toEqual([asc('isApproved'), desc('name')]);
    expect(
      needs(query('students', { filter: and(field('status', 'EQUAL'), field('age', 'LESS_THAN', v.int(9))) }))
        .fields,
    ).toEqual([asc('status'), asc('age')]);
  });

  it('asks for one when one merged equality field has no index with the order', () => {
    expect(
      needs(
        query('students', {
          filter: and(field('isApproved', 'EQUAL', v.bool(true)), field('course', 'EQUAL')),
          orderBy: [by('name')],
        }),
      ).fields,
    ).toEqual([asc('course'), asc('isApproved'), asc('name')]);
  });

  it('asks for one for array-contains with an order or a range, and for orders on several fields', () => {
    runs(query('students', { filter: field('searchTokens', 'ARRAY_CONTAINS'), orderBy: [by('name')] }));
    expect(
      needs(query('students', { filter: field('tags', 'ARRAY_CONTAINS'), orderBy: [by('name')] })).fields,
    ).toEqual([contains('tags'), asc('name')]);
    expect(
      needs(
        query('students', {
          filter: and(
            field('tags', 'ARRAY_CONTAINS_ANY', v.arr(v.str('a'))),
            field('age', 'GREATER_THAN', v.int(1)),
          ),
        }),
      ).fields,
    ).toEqual([contains('tags'), asc('age')]);
    runs(query('students', { orderBy: [by('createdAt', 'DESCENDING'), by('name')] }));
    expect(needs(query('students', { orderBy: [by('createdAt'), by('name')] })).fields).toEqual([
      asc('createdAt'),
      asc('name'),
    ]);
    // Inequalities on two fields: both ordered, by field path.
    expect(
      needs(
        query('students', {
          filter: and(field('b', 'GREATER_THAN', v.int(1)), field('a', 'LESS_THAN', v.int(1))),
        }),
      ).fields,
    ).toEqual([asc('a'), asc('b')]);
  });

  it('needs an index for each branch of an OR', () => {
    runs(
      query('students', {
        filter: or(field('isApproved', 'EQUAL', v.bool(true)), field('department', 'EQUAL')),
        orderBy: [by('name')],
      }),
    );
    expect(
      needs(
        query('students', {
          filter: or(field('isApproved', 'EQUAL', v.bool(true)), field('course', 'EQUAL')),
          orderBy: [by('name')],
        }),
      ).fields,
    ).toEqual([asc('course'), asc('name')]);
  });

  it('honours single-field exemptions: none left, a map parent exempt, a sub-field re-enabled, a whole group', () => {
    expect(needs(query('students', { filter: field('bio', 'EQUAL') })).fields).toEqual([asc('bio')]);
    expect(neededFor(query('students', { orderBy: [by('bio', 'DESCENDING')] }))).toBeDefined();
    expect(neededFor(query('students', { filter: field('address.zip', 'EQUAL') }))).toBeDefined();
    runs(query('students', { filter: field('address.city', 'EQUAL') }));
    expect(neededFor(query('logs', { filter: field('level', 'EQUAL') }))).toBeDefined();
    expect(
      neededFor(query('passwordResets', { filter: field('expiresAt', 'LESS_THAN', v.ts(1)) })),
    ).toBeDefined();
    // A TTL policy without an index list leaves the automatic indexes.
    runs(query('rateLimits', { filter: field('expiresAt', 'LESS_THAN', v.ts(1)) }));
  });

  it('gives collection-group queries no automatic single-field index', () => {
    const group = (parts: Partial<Query>) => ({ ...query('slots', parts), allDescendants: true });
    runs(group({}));
    expect(needs(group({ filter: field('dateTime', 'GREATER_THAN', v.ts(1)) }))).toEqual({
      collectionGroup: 'slots',
      queryScope: 'COLLECTION_GROUP',
      fields: [asc('dateTime')],
    });
    // Declared for the group: the override, and the composite index of group scope.
    runs(group({ filter: field('studentId', 'EQUAL') }));
    runs(group({ filter: field('teacherId', 'EQUAL'), orderBy: [by('dateTime')] }));
    // The same query on one collection has the automatic indexes but not the group's composite one.
    runs(query('slots', { parentPath: 'teachers/t1', filter: field('dateTime', 'GREATER_THAN', v.ts(1)) }));
    expect(
      neededFor(
        query('slots', {
          parentPath: 'teachers/t1',
          filter: field('teacherId', 'EQUAL'),
          orderBy: [by('dateTime')],
        }),
      ),
    ).toBeDefined();
  });

  it('refuses in production words, with the console link that creates the index', () => {
    const refused = () =>
      requireQueryIndex(
        INDEXES,
        DB,
        query('students', { filter: field('isApproved', 'EQUAL', v.bool(true)), orderBy: [by('email')] }),
      );
    expect(refused).toThrow(
      /^The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/demo-p\/firestore\/indexes\?create_composite=[A-Za-z0-9+/=]+$/,
    );
    const link = (() => {
      try {
        refused();
      } catch (error) {
        return (error as Error).message.split('create_composite=')[1] as string;
      }
      return '';
    })();
    const decoded = Buffer.from(link, 'base64').toString('latin1');
    expect(decoded).toContain('projects/demo-p/databases/(default)/collectionGroups/students/indexes/_');
    expect(decoded).toMatch(/isApproved[\s\S]*email[\s\S]*__name__/);
    expect(() =>
      requireQueryIndex(INDEXES, DB, {
        ...query('slots', { filter: field('dateTime', 'GREATER_THAN', v.ts(1)) }),
        allDescendants: true,
      }),
    ).toThrow(
      /^The query requires a COLLECTION_GROUP_ASC index for collection slots and field dateTime\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/demo-p\/firestore\/indexes\?create_exemption=/,
    );
  });

  it('leaves vector indexes to the vector check and vector queries alone', () => {
    expect(INDEXES.composites.some((c) => c.collectionGroup === 'teacherMatching')).toBe(false);
  });
});

import { EmulatorError, Status } from './errors.js';
import { DOCUMENT_KEY_FIELD, formatFieldPath, isDocumentKeyPath, parseFieldPath } from './field-path.js';
import type { Direction, Filter, Order, Query } from './query.js';
import { INEQUALITY_OPERATORS } from './query.js';
import { normalizeQuery } from './query-normalize.js';
import { type DatabaseId, DEFAULT_DATABASE } from './resource-path.js';
import { compareUtf8 } from './value-order.js';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
/** How one field sits in an index: ordered one way or the other, or for `array-contains`. */
export type IndexMode = Direction | 'CONTAINS';

export interface IndexField {
  readonly field: string;
  readonly mode: IndexMode;
}

/** A composite index of `firestore.indexes.json` (vector indexes excluded), ending in `__name__`. */
export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  readonly fields: readonly IndexField[];
}

/** A single-field exemption: the indexes it lists replace the automatic ones for the field and its sub-fields. */
export interface SingleFieldOverride {
  readonly collectionGroup: string;
  /** Canonical field path, or `*` for every field of the group. */
  readonly field: string;
  readonly indexes: readonly { readonly mode: IndexMode; readonly queryScope: QueryScope }[];
}

/** What decides whether a query has its index: the file's composite indexes and single-field overrides. */
export interface QueryIndexes {
  readonly composites: readonly CompositeIndex[];
  readonly overrides: readonly SingleFieldOverride[];
}

/** The index a refused query needs, in `firestore.indexes.json` terms (`__name__` left out when implied). */
export interface NeededIndex {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  readonly fields: readonly IndexField[];
}

const canonical = (text: string): string =>
  text === '*' || text === DOCUMENT_KEY_FIELD ? text : formatFieldPath(parseFieldPath(text));

const scopeOf = (value: unknown): QueryScope =>
  value === 'COLLECTION_GROUP' ? 'COLLECTION_GROUP' : 'COLLECTION';

function modeOf(entry: { order?: unknown; arrayConfig?: unknown }): IndexMode | undefined {
  if (entry.arrayConfig === 'CONTAINS') return 'CONTAINS';
  if (entry.order === 'ASCENDING' || entry.order === 'DESCENDING') return entry.order;
  return undefined;
}

/**
 * The composite indexes and field overrides of an indexes file. A composite index ends in `__name__`, in the
 * direction of its last ordered field unless the file names it; vector indexes are left to the vector check.
 */
export function queryIndexesOf(file: unknown): QueryIndexes {
  const json = (file ?? {}) as { indexes?: unknown; fieldOverrides?: unknown };
  const composites: CompositeIndex[] = [];
  for (const entry of Array.isArray(json.indexes) ? json.indexes : []) {
    const { collectionGroup, fields } = (entry ?? {}) as { collectionGroup?: unknown; fields?: unknown };
    if (typeof collectionGroup !== 'string' || !Array.isArray(fields)) continue;
    const parsed: IndexField[] = [];
    let valid = true;
    for (const field of fields as { fieldPath?: unknown; order?: unknown; arrayConfig?: unknown }[]) {
      const mode = modeOf(field);
      if (typeof field.fieldPath !== 'string' || !mode) {
        valid = false; // a vector field, or a malformed entry: not an index an ordinary query can use
        break;
      }
      parsed.push({ field: canonical(field.fieldPath), mode });
    }
    if (!valid || parsed.length === 0) continue;
    if (parsed.at(-1)?.field !== DOCUMENT_KEY_FIELD) {
      const lastOrder = [...parsed].reverse().find((f) => f.mode !== 'CONTAINS')?.mode ?? 'ASCENDING';
      parsed.push({ field: DOCUMENT_KEY_FIELD, mode: lastOrder });
    }
    composites.push({
      collectionGroup,
      queryScope: scopeOf((entry as { queryScope?: unknown }).queryScope),
      fields: parsed,
    });
  }
  const overrides: SingleFieldOverride[] = [];
  for (const entry of Array.isArray(json.fieldOverrides) ? json.fieldOverrides : []) {
    const { collectionGroup, fieldPath, indexes } = (entry ?? {}) as {
      collectionGroup?: unknown;
      fieldPath?: unknown;
      indexes?: unknown;
    };
    // An override without `indexes` (a TTL policy alone) leaves the field's automatic indexes as they are.
    if (typeof collectionGroup !== 'string' || typeof fieldPath !== 'string' || !Array.isArray(indexes))
      continue;
    overrides.push({
      collectionGroup,
      field: canonical(fieldPath),
      indexes: (indexes as { order?: unknown; arrayConfig?: unknown; queryScope?: unknown }[]).flatMap(
        (index) => {
          const mode = modeOf(index);
          return mode ? [{ mode, queryScope: scopeOf(index.queryScope) }] : [];
        },
      ),
    });
  }
  return { composites, overrides };
}

/**
 * Whether the single-field index exists: the most specific override of the field (itself, then its nearest
 * parent map, then `*`) decides; without one, Firestore keeps ascending, descending and array-contains
 * indexes of collection scope for every field, and none of collection-group scope.
 */
function hasSingleField(
  indexes: QueryIndexes,
  group: string,
  scope: QueryScope,
  field: string,
  mode: IndexMode,
): boolean {
  const ofGroup = indexes.overrides.filter((o) => o.collectionGroup === group);
  const override =
    ofGroup
      .filter((o) => o.field === field || field.startsWith(`${o.field}.`))
      .sort((a, b) => b.field.length - a.field.length)[0] ?? ofGroup.find((o) => o.field === '*');
  if (override) return override.indexes.some((i) => i.queryScope === scope && i.mode === mode);
  return scope === 'COLLECTION';
}

/** One conjunction of a query's filter (its disjunctive normal form), as index planning sees it. */
interface Conjunct {
  /** Equality-like fields (`==`, `in`, `is null`, `is nan`) → served by an ordered index entry. */
  readonly equalities: Set<string>;
  /** `array-contains` / `array-contains-any` fields. */
  readonly contains: Set<string>;
}

function conjuncts(filter: Filter | undefined): Conjunct[] {
  const empty = (): Conjunct => ({ equalities: new Set(), contains: new Set() });
  if (!filter) return [empty()];
  if (filter.type === 'composite') {
    const parts = filter.filters.map(conjuncts);
    if (filter.op === 'OR') return parts.flat();
    return parts.reduce<Conjunct[]>(
      (acc, part) =>
        acc.flatMap((left) =>
          part.map((right) => ({
            equalities: new Set([...left.equalities, ...right.equalities]),
            contains: new Set([...left.contains, ...right.contains]),
          })),
        ),
      [empty()],
    );
  }
  const result = empty();
  if (isDocumentKeyPath(filter.field) || INEQUALITY_OPERATORS.has(filter.op)) return [result];
  const key = formatFieldPath(filter.field);
  if (filter.op === 'ARRAY_CONTAINS' || filter.op === 'ARRAY_CONTAINS_ANY') result.contains.add(key);
  else result.equalities.add(key);
  return [result];
}

const sameSuffix = (fields: readonly IndexField[], suffix: readonly IndexField[]): boolean =>
  fields.length >= suffix.length &&
  suffix.every((s, i) => {
    const f = fields[fields.length - suffix.length + i] as IndexField;
    return f.field === s.field && f.mode === s.mode;
  });

/**
 * Whether production could serve the conjunct: by one index, or by merging several (a zig-zag join) whose
 * fields after their equality prefix are exactly the query's order, and whose prefixes together cover every
 * equality and array-contains filter. Single-field indexes serve one field's order, or one equality.
 */
function served(
  indexes: QueryIndexes,
  group: string,
  scope: QueryScope,
  conjunct: Conjunct,
  suffix: readonly IndexField[],
): boolean {
  const wanted = new Map<string, 'order' | 'contains'>();
  for (const field of conjunct.equalities) wanted.set(field, 'order');
  for (const field of conjunct.contains) wanted.set(field, 'contains');
  const covered = new Set<string>();
  let anyCandidate = false;
  const first = suffix[0] as IndexField;
  if (suffix.length === 1) {
    // Ordered by key alone: each equality (or array-contains) field's own index, entries sorted by key.
    anyCandidate = true;
    for (const [field, kind] of wanted) {
      const modes: IndexMode[] = kind === 'contains' ? ['CONTAINS'] : ['ASCENDING', 'DESCENDING'];
      if (modes.some((mode) => hasSingleField(indexes, group, scope, field, mode))) covered.add(field);
    }
  } else if (suffix.length === 2 && first.mode !== 'CONTAINS' && suffix[1]?.mode === first.mode) {
    anyCandidate = hasSingleField(indexes, group, scope, first.field, first.mode);
  }
  for (const index of indexes.composites) {
    if (index.collectionGroup !== group || index.queryScope !== scope) continue;
    if (!sameSuffix(index.fields, suffix)) continue;
    const prefix = index.fields.slice(0, index.fields.length - suffix.length);
    const fits = prefix.every((f) => {
      const kind = wanted.get(f.field);
      return kind !== undefined && (kind === 'contains') === (f.mode === 'CONTAINS');
    });
    if (!fits) continue;
    anyCandidate = true;
    for (const f of prefix) covered.add(f.field);
  }
  if (wanted.size === 0) return anyCandidate;
  return [...wanted.keys()].every((field) => covered.has(field));
}

/** The order the query's index must have after its equality fields: orders, inequalities, then `__name__`. */
function orderSuffix(order: readonly Order[], equalities: ReadonlySet<string>): IndexField[] {
  return order
    .map((o) => ({ field: formatFieldPath(o.field), mode: o.direction as IndexMode }))
    .filter((o) => !equalities.has(o.field));
}

/**
 * Refuses, as production does with FAILED_PRECONDITION, a query no index of the file (nor an automatic
 * single-field index, nor a merge of indexes) can serve. Returns quietly for queries any database can run:
 * a whole collection, or a kindless query.
 */
export function requireQueryIndex(
  indexes: QueryIndexes,
  db: DatabaseId,
  query: Query,
  onMissing?: (needed: NeededIndex, message: string) => void,
): void {
  const group = query.collectionId;
  if (!group || query.findNearest) return;
  const scope: QueryScope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const order = normalizeQuery(query);
  for (const conjunct of conjuncts(query.filter)) {
    const suffix = orderSuffix(order, conjunct.equalities);
    if (served(indexes, group, scope, conjunct, suffix)) continue;
    const needed: NeededIndex = {
      collectionGroup: group,
      queryScope: scope,
      fields: [
        ...[...conjunct.equalities].sort(compareUtf8).map((field) => ({ field, mode: 'ASCENDING' as const })),
        ...[...conjunct.contains].sort(compareUtf8).map((field) => ({ field, mode: 'CONTAINS' as const })),
        ...suffix,
      ],
    };
    const message = missingIndexMessage(db, needed);
    onMissing?.(needed, message);
    throw new EmulatorError(Status.FAILED_PRECONDITION, message);
  }
}

/** Production's text: one field missing its (collection-group) index asks for an exemption, else a composite. */
export function missingIndexMessage(db: DatabaseId, needed: NeededIndex): string {
  const console = `https://console.firebase.google.com/v1/r/project/${db.projectId}/firestore/${
    db.databaseId === DEFAULT_DATABASE ? '' : `databases/${db.databaseId}/`
  }indexes`;
  const named = needed.fields.filter((f) => f.field !== DOCUMENT_KEY_FIELD);
  const only = named[0];
  if (named.length === 1 && only) {
    const kind = only.mode === 'CONTAINS' ? 'CONTAINS' : only.mode === 'ASCENDING' ? 'ASC' : 'DESC';
    return (
      `The query requires a ${needed.queryScope}_${kind} index for collection ${needed.collectionGroup} and field ${only.field}. ` +
      `You can create it here: ${console}?create_exemption=${exemptionLink(db, needed, only)}`
    );
  }
  return `The query requires an index. You can create it here: ${console}?create_composite=${compositeLink(db, needed)}`;
}

/** `firestore.indexes.json`'s spelling of an index, for logs and for the developer to paste. */
export function indexJson(needed: NeededIndex): string {
  const fields = needed.fields
    .filter(
      (f, i, all) => !(f.field === DOCUMENT_KEY_FIELD && i === all.length - 1 && f.mode === all[i - 1]?.mode),
    )
    .map((f) =>
      f.mode === 'CONTAINS'
        ? { fieldPath: f.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: f.field, order: f.mode },
    );
  return JSON.stringify({ collectionGroup: needed.collectionGroup, queryScope: needed.queryScope, fields });
}

// The console's links carry the index as a serialized google.firestore.admin.v1 message, base64-encoded.
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}
const bytesField = (tag: number, payload: readonly number[]): number[] => [
  (tag << 3) | 2,
  ...varint(payload.length),
  ...payload,
];
const stringField = (tag: number, text: string): number[] => bytesField(tag, [...Buffer.from(text, 'utf8')]);
const enumField = (tag: number, value: number): number[] => [tag << 3, ...varint(value)];

function indexMessage(name: string, scope: QueryScope, fields: readonly IndexField[]): number[] {
  return [
    ...stringField(1, name),
    ...enumField(2, scope === 'COLLECTION' ? 1 : 2),
    ...fields.flatMap((f) =>
      bytesField(3, [
        ...stringField(1, f.field),
        ...(f.mode === 'CONTAINS' ? enumField(3, 1) : enumField(2, f.mode === 'ASCENDING' ? 1 : 2)),
      ]),
    ),
  ];
}

const groupName = (db: DatabaseId, group: string) =>
  `projects/${db.projectId}/databases/${db.databaseId}/collectionGroups/${group}`;

function compositeLink(db: DatabaseId, needed: NeededIndex): string {
  const name = `${groupName(db, needed.collectionGroup)}/indexes/_`;
  return Buffer.from(indexMessage(name, needed.queryScope, needed.fields)).toString('base64');
}

function exemptionLink(db: DatabaseId, needed: NeededIndex, field: IndexField): string {
  const name = `${groupName(db, needed.collectionGroup)}/fields/${field.field}`;
  const index = indexMessage('', needed.queryScope, [field]);
  return Buffer.from([...stringField(1, name), ...bytesField(2, bytesField(1, index))]).toString('base64');
}

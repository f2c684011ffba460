import { DEFAULT_DATABASE } from '../core/resource-path.js';
import { type DocumentPattern, documentPattern } from './document-pattern.js';

/** Which document changes a trigger wants. */
export type TriggerAction = 'created' | 'updated' | 'deleted' | 'written';

/** A Firestore trigger as the Functions emulator registers it with a Firestore emulator. */
export interface FirestoreTrigger {
  /** The Functions emulator's trigger key (`region-name-generation`), the last part of its delivery URL. */
  readonly key: string;
  readonly projectId: string;
  readonly databaseId: string;
  /** 1st gen: a legacy event (`{data, context}`); 2nd gen: a binary-mode CloudEvent with protobuf data. */
  readonly generation: 1 | 2;
  readonly action: TriggerAction;
  /** The registered event type, sent back as the event's type. */
  readonly eventType: string;
  readonly pattern: DocumentPattern;
  /** Whether the function was deployed with `retry: true` (undefined = not known yet). */
  retry?: boolean;
}

const V1_ACTIONS: Record<string, TriggerAction> = {
  'document.create': 'created',
  'document.update': 'updated',
  'document.delete': 'deleted',
  'document.write': 'written',
};

const V2_TYPE =
  /^google\.cloud\.firestore\.document\.v1\.(created|updated|deleted|written)(\.withAuthContext)?$/;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/**
 * 1st gen (`PUT /emulator/v1/projects/{p}/triggers/{key}`):
 * `{"eventTrigger":{"eventType":"providers/cloud.firestore/eventTypes/document.create",
 *   "resource":"projects/p/databases/(default)/documents/users/{id}", "retry"?: true}}`.
 */
export function parseV1Trigger(projectId: string, key: string, body: unknown): FirestoreTrigger | string {
  const trigger = isObject(body) && isObject(body.eventTrigger) ? body.eventTrigger : undefined;
  const eventType = typeof trigger?.eventType === 'string' ? trigger.eventType : '';
  const action = V1_ACTIONS[eventType.slice(eventType.lastIndexOf('/') + 1)];
  if (!action || !eventType.startsWith('providers/cloud.firestore/')) {
    return `Unsupported Firestore event type "${eventType}".`;
  }
  const resource = typeof trigger?.resource === 'string' ? trigger.resource : '';
  const parsed = /^projects\/[^/]+\/databases\/([^/]+)\/documents\/(.+)$/.exec(resource);
  if (!parsed)
    return `Expected eventTrigger.resource "projects/P/databases/D/documents/PATH", got "${resource}".`;
  return {
    key,
    projectId,
    databaseId: parsed[1] as string,
    generation: 1,
    action,
    eventType,
    pattern: documentPattern(parsed[2] as string),
    retry: typeof trigger?.retry === 'boolean' ? trigger.retry : undefined,
  };
}

/**
 * 2nd gen (`POST /emulator/v1/projects/{p}/eventarcTrigger?eventarcTriggerId={key}`):
 * `{"eventType":"google.cloud.firestore.document.v1.written","database":"(default)","namespace":"(default)",
 *   "document":{"value":"users/{id}","matchType":"PATH_PATTERN"|"EXACT"}}`.
 */
export function parseV2Trigger(projectId: string, key: string, body: unknown): FirestoreTrigger | string {
  if (!isObject(body)) return 'Expected a JSON object.';
  const eventType = typeof body.eventType === 'string' ? body.eventType : '';
  const action = V2_TYPE.exec(eventType)?.[1] as TriggerAction | undefined;
  if (!action) return `Unsupported Firestore event type "${eventType}".`;
  const document = isObject(body.document) ? body.document : undefined;
  if (typeof document?.value !== 'string' || document.value === '') return 'Expected document.value.';
  return {
    key,
    projectId,
    databaseId: typeof body.database === 'string' && body.database !== '' ? body.database : DEFAULT_DATABASE,
    generation: 2,
    action,
    eventType,
    pattern: documentPattern(document.value, document.matchType === 'EXACT'),
  };
}

/** Whether a change (absent before or after = created or deleted) is one the trigger's action covers. */
export function actionCovers(action: TriggerAction, existedBefore: boolean, existsAfter: boolean): boolean {
  switch (action) {
    case 'created':
      return !existedBefore && existsAfter;
    case 'updated':
      return existedBefore && existsAfter;
    case 'deleted':
      return existedBefore && !existsAfter;
    case 'written':
      return existedBefore || existsAfter;
  }
}

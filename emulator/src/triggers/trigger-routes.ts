import type { HttpRouter, RouteResponse } from '../http/router.js';
import { parseV1Trigger, parseV2Trigger } from './trigger.js';
import type { TriggerDispatcher } from './trigger-dispatcher.js';

const badRequest = (message: string): RouteResponse => ({
  status: 400,
  body: { error: { code: 400, status: 'INVALID_ARGUMENT', message } },
});

function parseJson(body: Buffer): unknown {
  try {
    return body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The trigger registration routes of the official Firestore emulator, which firebase-tools' Functions emulator
 * calls for every Firestore-triggered function it loads (see emulator/README.md, "Triggers").
 */
export function addTriggerRoutes(router: HttpRouter, dispatcher: TriggerDispatcher): void {
  // 1st gen: functions.firestore.document(...).onCreate/onUpdate/onDelete/onWrite.
  router.add('PUT', /^\/emulator\/v1\/projects\/([^/]+)\/triggers\/([^/]+)$/, ({ params, body }) => {
    const [projectId = '', key = ''] = params;
    const trigger = parseV1Trigger(projectId, key, parseJson(body));
    if (typeof trigger === 'string') return badRequest(trigger);
    dispatcher.register(trigger);
    return { status: 200, body: {} };
  });

  // 2nd gen: onDocumentCreated/Updated/Deleted/Written from firebase-functions/v2/firestore.
  router.add('POST', /^\/emulator\/v1\/projects\/([^/]+)\/eventarcTrigger$/, ({ params, url, body }) => {
    const projectId = params[0] ?? '';
    const key = url.searchParams.get('eventarcTriggerId');
    if (!key) return badRequest('Expected ?eventarcTriggerId=KEY.');
    const trigger = parseV2Trigger(projectId, key, parseJson(body));
    if (typeof trigger === 'string') return badRequest(trigger);
    dispatcher.register(trigger);
    return { status: 200, body: {} };
  });

  router.add('GET', /^\/emulator\/v1\/projects\/([^/]+)\/triggers$/, ({ params }) => ({
    status: 200,
    body: {
      triggers: dispatcher.list(params[0] ?? '').map((t) => ({
        key: t.key,
        eventType: t.eventType,
        database: t.databaseId,
        document: t.pattern.text,
      })),
    },
  }));

  router.add('DELETE', /^\/emulator\/v1\/projects\/([^/]+)\/triggers(?:\/([^/]+))?$/, ({ params }) => {
    const [projectId = '', key] = params;
    return { status: 200, body: { removed: dispatcher.unregister(projectId, key || undefined) } };
  });
}

import type { DatabaseRegistry } from '../core/database.js';
import type { Logger } from '../logger.js';
import type { RulesHook } from '../rules/rules-hook.js';
import type { HttpRouter, RouteResponse } from './router.js';

export interface AdminRouteDeps {
  readonly databases: DatabaseRegistry;
  readonly rules: RulesHook;
  readonly exportTo: (dir: string) => Promise<string>;
  readonly defaultExportDir: string | undefined;
  readonly logger: Logger;
}

const badRequest = (message: string): RouteResponse => ({
  status: 400,
  body: { error: { code: 400, message } },
});

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The emulator-only routes that tooling (firebase-tools, @firebase/rules-unit-testing) calls. */
export function addAdminRoutes(router: HttpRouter, deps: AdminRouteDeps): void {
  router.add('GET', /^\/$/, () => ({ status: 200, body: 'Ok' }));
  router.add('GET', /^\/health$/, () => ({ status: 200, body: { status: 'ok' } }));

  router.add('DELETE', /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/, ({ params }) => {
    const [projectId = '', databaseId = ''] = params;
    deps.databases.clearProject(projectId, databaseId);
    deps.logger.info(`Cleared data of projects/${projectId}/databases/${databaseId}`);
    return { status: 200, body: {} };
  });

  router.add('PUT', /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/, ({ params, body }) => {
    const json = parseJson(body) as
      | { rules?: { files?: { name?: unknown; content?: unknown }[] } }
      | undefined;
    const files = json?.rules?.files;
    if (!Array.isArray(files) || files.some((f) => typeof f?.content !== 'string')) {
      return badRequest('Expected {"rules":{"files":[{"content":"..."}]}}.');
    }
    const ruleFiles = files.map((f, i) => ({
      name: typeof f.name === 'string' ? f.name : `firestore-${i}.rules`,
      content: f.content as string,
    }));
    const issues = deps.rules.setRules?.(params[0] ?? '', ruleFiles) ?? [];
    return {
      status: 200,
      body: { issues: issues.map((description) => ({ description, severity: 'ERROR' })) },
    };
  });

  router.add('POST', /^\/emulator\/v1\/projects\/([^/:]+):export$/, async ({ body }) => {
    const json = parseJson(body) as { export_directory?: unknown; path?: unknown } | undefined;
    const requested = json?.export_directory ?? json?.path;
    const dir = typeof requested === 'string' && requested !== '' ? requested : deps.defaultExportDir;
    if (!dir) return badRequest('No export directory given ("export_directory") and none configured.');
    const file = await deps.exportTo(dir);
    return { status: 200, body: { file } };
  });
}

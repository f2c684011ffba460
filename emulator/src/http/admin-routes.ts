import type { DatabaseRegistry } from '../core/database.js';
import type { Logger } from '../logger.js';
import type { RulesHook } from '../rules/rules-hook.js';
import { ANY_PROJECT, type RulesLoadIssue } from '../rules/ruleset-registry.js';
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

/** The official emulator's issue shape (`sourcePosition`, `description`), plus flat `line`/`column`/`message`. */
function issueJson(issue: RulesLoadIssue) {
  return {
    sourcePosition: { fileName: issue.fileName, line: issue.line, column: issue.column },
    description: issue.message,
    severity: issue.severity.toUpperCase(),
    line: issue.line,
    column: issue.column,
    message: issue.message,
  };
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

  // Document reads since the last reset, for benchmarks: DELETE answers the counts and starts again at zero.
  router.add('GET', /^\/emulator\/v1\/projects\/([^/:]+)\/reads$/, ({ params }) => ({
    status: 200,
    body: deps.databases.readsOf(params[0] ?? ''),
  }));
  router.add('DELETE', /^\/emulator\/v1\/projects\/([^/:]+)\/reads$/, ({ params }) => {
    const projectId = params[0] ?? '';
    const counts = deps.databases.readsOf(projectId);
    deps.databases.resetReads(projectId);
    return { status: 200, body: counts };
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
      name:
        typeof f.name === 'string' ? f.name : files.length === 1 ? 'firestore.rules' : `firestore-${i}.rules`,
      content: f.content as string,
    }));
    const projectId = params[0] ?? '';
    const result = deps.rules.setRules?.(projectId, ruleFiles) ?? { applied: true, issues: [] };
    const issues = result.issues.map(issueJson);
    if (result.applied) {
      // Listeners are judged again under the new rules, as production does after a rules release.
      deps.databases.rulesChanged(projectId === ANY_PROJECT ? undefined : projectId);
      return { status: 200, body: { issues } };
    }
    // Refused: the previous ruleset stays. A non-2xx status makes @firebase/rules-unit-testing throw with
    // this body, so the test author sees where the syntax error is.
    deps.logger.warn(`Rejected security rules for project ${projectId}; keeping the previous ones.`);
    const first = result.issues.find((i) => i.severity === 'error') ?? result.issues[0];
    const where = first ? ` ${first.fileName}:${first.line}:${first.column}: ${first.message}` : '';
    return {
      status: 400,
      body: {
        error: { code: 400, status: 'INVALID_ARGUMENT', message: `Invalid security rules.${where}` },
        issues,
      },
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

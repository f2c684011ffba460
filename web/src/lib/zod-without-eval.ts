// zod compiles fast object parsers with `new Function` when it may; merely probing for that is a
// CSP violation under Hosting's `script-src 'self'`. The interpreted parser is as correct and fast
// enough for forms. zod keeps its settings on this global and reads `jitless` when a schema is built,
// so setting it here, first thing in main.tsx, covers every schema without loading zod into the
// landing page's bundle (`e2e/browser/security-headers.test.ts` fails if a zod update changes this).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};

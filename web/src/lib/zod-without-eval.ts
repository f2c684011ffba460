import { z } from 'zod';

// zod compiles fast object parsers with `new Function` when it may; merely trying that is a CSP
// violation under Hosting's `script-src 'self'`. The interpreted parser is as correct and fast enough
// for forms. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });

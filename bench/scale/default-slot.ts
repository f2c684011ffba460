// Imported first by run.ts: stack-config reads TEST_STACK_SLOT when it loads, and this bench has its own slot
// so it never disturbs `npm start`, a test run or another bench.
process.env.TEST_STACK_SLOT ??= '4';

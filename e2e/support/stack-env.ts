import { stackPorts } from '../../scripts/lib/stack-config';

/** Addresses of the test stack that `global-stack.ts` starts. */
export const testPorts = stackPorts.test;
export const appUrl = `http://127.0.0.1:${testPorts.hosting}`;
export const mailInboxUrl = `http://127.0.0.1:${testPorts.mailInbox}`;
export const pushSinkUrl = `http://127.0.0.1:${testPorts.pushSink}`;
export const authEmulatorUrl = `http://127.0.0.1:${testPorts.auth}`;

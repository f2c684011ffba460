// The Jitsi Meet server that online sessions without a teacher's own link get a room on
// (docs/operations.md, "Video calls"). Deployments set it in functions/.env.<project>.
import { DEFAULT_JITSI_SERVER } from '@appointments/domain';
import { defineString } from 'firebase-functions/params';

export const jitsiServerParam = defineString('JITSI_SERVER', { default: DEFAULT_JITSI_SERVER });

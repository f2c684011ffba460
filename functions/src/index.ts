import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app';
import { runAutomaticUpdates } from './jobs/automatic-updates';
import { currentTime } from './lib/clock';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Memory set, not defaulted: one picture upload decodes at most 4096×4096 pixels (64 MiB as RGBA),
// and an instance serves several requests at once (docs/security.md, 'Abuse resistance').
export const api = onRequest({ memory: '1GiB' }, createApp());

export const automaticUpdates = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata' },
  async () => {
    const summary = await runAutomaticUpdates(await currentTime());
    console.log('Automatic updates', summary);
  },
);

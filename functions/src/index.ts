import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app';
import { runAutomaticUpdates } from './jobs/automatic-updates';
import { currentTime } from './lib/clock';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest(createApp());

export const automaticUpdates = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata' },
  async () => {
    const summary = await runAutomaticUpdates(await currentTime());
    console.log('Automatic updates', summary);
  },
);

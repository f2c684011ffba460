import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest(createApp());

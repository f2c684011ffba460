import { createHash } from 'node:crypto';
import { collections } from '@appointments/domain';
import { db } from '../lib/firebase';
import { converters } from './converters';

export const pushDevicesCollection = () =>
  db().collection(collections.pushDevices).withConverter(converters.pushDevice);

/** A device's id is its token's SHA-256: one document per token, and the id gives nothing of the token away. */
export const pushDeviceIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const pushDeviceRef = (id: string) => pushDevicesCollection().doc(id);

export const pushDevicesOf = (email: string) =>
  pushDevicesCollection().where('email', '==', email.toLowerCase());

export const pushDeliveriesCollection = () =>
  db().collection(collections.pushDeliveries).withConverter(converters.pushDelivery);

import { float, int, str } from '../values.js';
import { expectArity, expectType } from './arguments.js';
import type { MethodTable } from './method-table.js';

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const LATLNG_METHODS: MethodTable<'latlng'> = {
  latitude: (receiver, args) => {
    expectArity('latitude', args, 0);
    return float(receiver.latitude);
  },
  longitude: (receiver, args) => {
    expectArity('longitude', args, 0);
    return float(receiver.longitude);
  },
  /** Great-circle (haversine) distance in meters. */
  distance: (receiver, args) => {
    expectArity('distance', args, 1);
    const other = expectType('distance', args[0], 'latlng');
    const dLat = radians(other.latitude - receiver.latitude);
    const dLng = radians(other.longitude - receiver.longitude);
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(radians(receiver.latitude)) * Math.cos(radians(other.latitude)) * Math.sin(dLng / 2) ** 2;
    return float(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
  },
};

export const BYTES_METHODS: MethodTable<'bytes'> = {
  size: (receiver, args) => {
    expectArity('size', args, 0);
    return int(receiver.value.length);
  },
  toBase64: (receiver, args) => {
    expectArity('toBase64', args, 0);
    return str(Buffer.from(receiver.value).toString('base64'));
  },
  toHexString: (receiver, args) => {
    expectArity('toHexString', args, 0);
    return str(Buffer.from(receiver.value).toString('hex').toUpperCase());
  },
};

/** rules.Path documents only `bind`, which this evaluator does not implement; paths are compared and indexed. */
export const PATH_METHODS: MethodTable<'path'> = {};

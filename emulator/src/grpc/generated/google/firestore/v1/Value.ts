// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/document.proto

import type { Long } from '@grpc/proto-loader';
import type {
  ArrayValue as _google_firestore_v1_ArrayValue,
  ArrayValue__Output as _google_firestore_v1_ArrayValue__Output,
} from '../../../google/firestore/v1/ArrayValue';
import type {
  MapValue as _google_firestore_v1_MapValue,
  MapValue__Output as _google_firestore_v1_MapValue__Output,
} from '../../../google/firestore/v1/MapValue';
import type {
  NullValue as _google_protobuf_NullValue,
  NullValue__Output as _google_protobuf_NullValue__Output,
} from '../../../google/protobuf/NullValue';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';
import type {
  LatLng as _google_type_LatLng,
  LatLng__Output as _google_type_LatLng__Output,
} from '../../../google/type/LatLng';

export interface Value {
  booleanValue?: boolean;
  integerValue?: number | string | Long;
  doubleValue?: number | string;
  referenceValue?: string;
  mapValue?: _google_firestore_v1_MapValue | null;
  geoPointValue?: _google_type_LatLng | null;
  arrayValue?: _google_firestore_v1_ArrayValue | null;
  timestampValue?: _google_protobuf_Timestamp | null;
  nullValue?: _google_protobuf_NullValue;
  stringValue?: string;
  bytesValue?: Buffer | Uint8Array | string;
  valueType?:
    | 'nullValue'
    | 'booleanValue'
    | 'integerValue'
    | 'doubleValue'
    | 'timestampValue'
    | 'stringValue'
    | 'bytesValue'
    | 'referenceValue'
    | 'geoPointValue'
    | 'arrayValue'
    | 'mapValue';
}

export interface Value__Output {
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  referenceValue?: string;
  mapValue?: _google_firestore_v1_MapValue__Output;
  geoPointValue?: _google_type_LatLng__Output;
  arrayValue?: _google_firestore_v1_ArrayValue__Output;
  timestampValue?: _google_protobuf_Timestamp__Output;
  nullValue?: _google_protobuf_NullValue__Output;
  stringValue?: string;
  bytesValue?: Buffer;
  valueType?:
    | 'nullValue'
    | 'booleanValue'
    | 'integerValue'
    | 'doubleValue'
    | 'timestampValue'
    | 'stringValue'
    | 'bytesValue'
    | 'referenceValue'
    | 'geoPointValue'
    | 'arrayValue'
    | 'mapValue';
}

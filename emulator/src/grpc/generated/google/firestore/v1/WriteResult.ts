// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

import type {
  Value as _google_firestore_v1_Value,
  Value__Output as _google_firestore_v1_Value__Output,
} from '../../../google/firestore/v1/Value';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface WriteResult {
  updateTime?: _google_protobuf_Timestamp | null;
  transformResults?: _google_firestore_v1_Value[];
}

export interface WriteResult__Output {
  updateTime?: _google_protobuf_Timestamp__Output;
  transformResults?: _google_firestore_v1_Value__Output[];
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/document.proto

import type {
  Value as _google_firestore_v1_Value,
  Value__Output as _google_firestore_v1_Value__Output,
} from '../../../google/firestore/v1/Value';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface Document {
  name?: string;
  fields?: { [key: string]: _google_firestore_v1_Value };
  createTime?: _google_protobuf_Timestamp | null;
  updateTime?: _google_protobuf_Timestamp | null;
}

export interface Document__Output {
  name?: string;
  fields?: { [key: string]: _google_firestore_v1_Value__Output };
  createTime?: _google_protobuf_Timestamp__Output;
  updateTime?: _google_protobuf_Timestamp__Output;
}

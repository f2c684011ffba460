// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query.proto

import type {
  Value as _google_firestore_v1_Value,
  Value__Output as _google_firestore_v1_Value__Output,
} from '../../../google/firestore/v1/Value';

export interface Cursor {
  values?: _google_firestore_v1_Value[];
  before?: boolean;
}

export interface Cursor__Output {
  values?: _google_firestore_v1_Value__Output[];
  before?: boolean;
}

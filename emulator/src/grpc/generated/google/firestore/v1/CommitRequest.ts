// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Write as _google_firestore_v1_Write,
  Write__Output as _google_firestore_v1_Write__Output,
} from '../../../google/firestore/v1/Write';

export interface CommitRequest {
  database?: string;
  writes?: _google_firestore_v1_Write[];
  transaction?: Buffer | Uint8Array | string;
}

export interface CommitRequest__Output {
  database?: string;
  writes?: _google_firestore_v1_Write__Output[];
  transaction?: Buffer;
}

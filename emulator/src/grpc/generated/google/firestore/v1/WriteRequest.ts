// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Write as _google_firestore_v1_Write,
  Write__Output as _google_firestore_v1_Write__Output,
} from '../../../google/firestore/v1/Write';

export interface WriteRequest {
  database?: string;
  streamId?: string;
  writes?: _google_firestore_v1_Write[];
  streamToken?: Buffer | Uint8Array | string;
  labels?: { [key: string]: string };
}

export interface WriteRequest__Output {
  database?: string;
  streamId?: string;
  writes?: _google_firestore_v1_Write__Output[];
  streamToken?: Buffer;
  labels?: { [key: string]: string };
}

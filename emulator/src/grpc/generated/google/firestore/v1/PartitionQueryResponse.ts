// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Cursor as _google_firestore_v1_Cursor,
  Cursor__Output as _google_firestore_v1_Cursor__Output,
} from '../../../google/firestore/v1/Cursor';

export interface PartitionQueryResponse {
  partitions?: _google_firestore_v1_Cursor[];
  nextPageToken?: string;
}

export interface PartitionQueryResponse__Output {
  partitions?: _google_firestore_v1_Cursor__Output[];
  nextPageToken?: string;
}

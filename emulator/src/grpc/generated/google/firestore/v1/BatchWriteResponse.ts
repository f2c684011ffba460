// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  WriteResult as _google_firestore_v1_WriteResult,
  WriteResult__Output as _google_firestore_v1_WriteResult__Output,
} from '../../../google/firestore/v1/WriteResult';
import type {
  Status as _google_rpc_Status,
  Status__Output as _google_rpc_Status__Output,
} from '../../../google/rpc/Status';

export interface BatchWriteResponse {
  writeResults?: _google_firestore_v1_WriteResult[];
  status?: _google_rpc_Status[];
}

export interface BatchWriteResponse__Output {
  writeResults?: _google_firestore_v1_WriteResult__Output[];
  status?: _google_rpc_Status__Output[];
}

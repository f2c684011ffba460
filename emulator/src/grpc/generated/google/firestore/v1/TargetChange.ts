// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';
import type {
  Status as _google_rpc_Status,
  Status__Output as _google_rpc_Status__Output,
} from '../../../google/rpc/Status';

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

export const _google_firestore_v1_TargetChange_TargetChangeType = {
  NO_CHANGE: 'NO_CHANGE',
  ADD: 'ADD',
  REMOVE: 'REMOVE',
  CURRENT: 'CURRENT',
  RESET: 'RESET',
} as const;

export type _google_firestore_v1_TargetChange_TargetChangeType =
  | 'NO_CHANGE'
  | 0
  | 'ADD'
  | 1
  | 'REMOVE'
  | 2
  | 'CURRENT'
  | 3
  | 'RESET'
  | 4;

export type _google_firestore_v1_TargetChange_TargetChangeType__Output =
  (typeof _google_firestore_v1_TargetChange_TargetChangeType)[keyof typeof _google_firestore_v1_TargetChange_TargetChangeType];

export interface TargetChange {
  targetChangeType?: _google_firestore_v1_TargetChange_TargetChangeType;
  targetIds?: number[];
  cause?: _google_rpc_Status | null;
  resumeToken?: Buffer | Uint8Array | string;
  readTime?: _google_protobuf_Timestamp | null;
}

export interface TargetChange__Output {
  targetChangeType?: _google_firestore_v1_TargetChange_TargetChangeType__Output;
  targetIds?: number[];
  cause?: _google_rpc_Status__Output;
  resumeToken?: Buffer;
  readTime?: _google_protobuf_Timestamp__Output;
}

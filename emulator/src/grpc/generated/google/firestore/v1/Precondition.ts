// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/common.proto

import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface Precondition {
  exists?: boolean;
  updateTime?: _google_protobuf_Timestamp | null;
  conditionType?: 'exists' | 'updateTime';
}

export interface Precondition__Output {
  exists?: boolean;
  updateTime?: _google_protobuf_Timestamp__Output;
  conditionType?: 'exists' | 'updateTime';
}

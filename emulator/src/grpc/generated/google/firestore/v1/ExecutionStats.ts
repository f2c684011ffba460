// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query_profile.proto

import type { Long } from '@grpc/proto-loader';
import type {
  Duration as _google_protobuf_Duration,
  Duration__Output as _google_protobuf_Duration__Output,
} from '../../../google/protobuf/Duration';
import type {
  Struct as _google_protobuf_Struct,
  Struct__Output as _google_protobuf_Struct__Output,
} from '../../../google/protobuf/Struct';

export interface ExecutionStats {
  resultsReturned?: number | string | Long;
  executionDuration?: _google_protobuf_Duration | null;
  readOperations?: number | string | Long;
  debugStats?: _google_protobuf_Struct | null;
}

export interface ExecutionStats__Output {
  resultsReturned?: string;
  executionDuration?: _google_protobuf_Duration__Output;
  readOperations?: string;
  debugStats?: _google_protobuf_Struct__Output;
}

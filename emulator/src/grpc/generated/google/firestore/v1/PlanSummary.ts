// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query_profile.proto

import type {
  Struct as _google_protobuf_Struct,
  Struct__Output as _google_protobuf_Struct__Output,
} from '../../../google/protobuf/Struct';

export interface PlanSummary {
  indexesUsed?: _google_protobuf_Struct[];
}

export interface PlanSummary__Output {
  indexesUsed?: _google_protobuf_Struct__Output[];
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query_profile.proto

import type {
  ExecutionStats as _google_firestore_v1_ExecutionStats,
  ExecutionStats__Output as _google_firestore_v1_ExecutionStats__Output,
} from '../../../google/firestore/v1/ExecutionStats';
import type {
  PlanSummary as _google_firestore_v1_PlanSummary,
  PlanSummary__Output as _google_firestore_v1_PlanSummary__Output,
} from '../../../google/firestore/v1/PlanSummary';

export interface ExplainMetrics {
  planSummary?: _google_firestore_v1_PlanSummary | null;
  executionStats?: _google_firestore_v1_ExecutionStats | null;
}

export interface ExplainMetrics__Output {
  planSummary?: _google_firestore_v1_PlanSummary__Output;
  executionStats?: _google_firestore_v1_ExecutionStats__Output;
}

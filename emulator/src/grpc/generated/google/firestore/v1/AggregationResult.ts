// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/aggregation_result.proto

import type {
  Value as _google_firestore_v1_Value,
  Value__Output as _google_firestore_v1_Value__Output,
} from '../../../google/firestore/v1/Value';

export interface AggregationResult {
  aggregateFields?: { [key: string]: _google_firestore_v1_Value };
}

export interface AggregationResult__Output {
  aggregateFields?: { [key: string]: _google_firestore_v1_Value__Output };
}

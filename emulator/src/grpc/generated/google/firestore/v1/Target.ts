// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  StructuredQuery as _google_firestore_v1_StructuredQuery,
  StructuredQuery__Output as _google_firestore_v1_StructuredQuery__Output,
} from '../../../google/firestore/v1/StructuredQuery';
import type {
  Int32Value as _google_protobuf_Int32Value,
  Int32Value__Output as _google_protobuf_Int32Value__Output,
} from '../../../google/protobuf/Int32Value';
import type {
  Timestamp as _google_protobuf_Timestamp,
  Timestamp__Output as _google_protobuf_Timestamp__Output,
} from '../../../google/protobuf/Timestamp';

export interface _google_firestore_v1_Target_DocumentsTarget {
  documents?: string[];
}

export interface _google_firestore_v1_Target_DocumentsTarget__Output {
  documents?: string[];
}

export interface _google_firestore_v1_Target_QueryTarget {
  parent?: string;
  structuredQuery?: _google_firestore_v1_StructuredQuery | null;
  queryType?: 'structuredQuery';
}

export interface _google_firestore_v1_Target_QueryTarget__Output {
  parent?: string;
  structuredQuery?: _google_firestore_v1_StructuredQuery__Output;
  queryType?: 'structuredQuery';
}

export interface Target {
  query?: _google_firestore_v1_Target_QueryTarget | null;
  documents?: _google_firestore_v1_Target_DocumentsTarget | null;
  resumeToken?: Buffer | Uint8Array | string;
  targetId?: number;
  once?: boolean;
  readTime?: _google_protobuf_Timestamp | null;
  expectedCount?: _google_protobuf_Int32Value | null;
  targetType?: 'query' | 'documents';
  resumeType?: 'resumeToken' | 'readTime';
}

export interface Target__Output {
  query?: _google_firestore_v1_Target_QueryTarget__Output;
  documents?: _google_firestore_v1_Target_DocumentsTarget__Output;
  resumeToken?: Buffer;
  targetId?: number;
  once?: boolean;
  readTime?: _google_protobuf_Timestamp__Output;
  expectedCount?: _google_protobuf_Int32Value__Output;
  targetType?: 'query' | 'documents';
  resumeType?: 'resumeToken' | 'readTime';
}

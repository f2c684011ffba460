// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  Target as _google_firestore_v1_Target,
  Target__Output as _google_firestore_v1_Target__Output,
} from '../../../google/firestore/v1/Target';

export interface ListenRequest {
  database?: string;
  addTarget?: _google_firestore_v1_Target | null;
  removeTarget?: number;
  labels?: { [key: string]: string };
  targetChange?: 'addTarget' | 'removeTarget';
}

export interface ListenRequest__Output {
  database?: string;
  addTarget?: _google_firestore_v1_Target__Output;
  removeTarget?: number;
  labels?: { [key: string]: string };
  targetChange?: 'addTarget' | 'removeTarget';
}

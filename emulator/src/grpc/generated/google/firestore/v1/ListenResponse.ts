// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type {
  DocumentChange as _google_firestore_v1_DocumentChange,
  DocumentChange__Output as _google_firestore_v1_DocumentChange__Output,
} from '../../../google/firestore/v1/DocumentChange';
import type {
  DocumentDelete as _google_firestore_v1_DocumentDelete,
  DocumentDelete__Output as _google_firestore_v1_DocumentDelete__Output,
} from '../../../google/firestore/v1/DocumentDelete';
import type {
  DocumentRemove as _google_firestore_v1_DocumentRemove,
  DocumentRemove__Output as _google_firestore_v1_DocumentRemove__Output,
} from '../../../google/firestore/v1/DocumentRemove';
import type {
  ExistenceFilter as _google_firestore_v1_ExistenceFilter,
  ExistenceFilter__Output as _google_firestore_v1_ExistenceFilter__Output,
} from '../../../google/firestore/v1/ExistenceFilter';
import type {
  TargetChange as _google_firestore_v1_TargetChange,
  TargetChange__Output as _google_firestore_v1_TargetChange__Output,
} from '../../../google/firestore/v1/TargetChange';

export interface ListenResponse {
  targetChange?: _google_firestore_v1_TargetChange | null;
  documentChange?: _google_firestore_v1_DocumentChange | null;
  documentDelete?: _google_firestore_v1_DocumentDelete | null;
  filter?: _google_firestore_v1_ExistenceFilter | null;
  documentRemove?: _google_firestore_v1_DocumentRemove | null;
  responseType?: 'targetChange' | 'documentChange' | 'documentDelete' | 'documentRemove' | 'filter';
}

export interface ListenResponse__Output {
  targetChange?: _google_firestore_v1_TargetChange__Output;
  documentChange?: _google_firestore_v1_DocumentChange__Output;
  documentDelete?: _google_firestore_v1_DocumentDelete__Output;
  filter?: _google_firestore_v1_ExistenceFilter__Output;
  documentRemove?: _google_firestore_v1_DocumentRemove__Output;
  responseType?: 'targetChange' | 'documentChange' | 'documentDelete' | 'documentRemove' | 'filter';
}

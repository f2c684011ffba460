// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';
import type {
  DocumentMask as _google_firestore_v1_DocumentMask,
  DocumentMask__Output as _google_firestore_v1_DocumentMask__Output,
} from '../../../google/firestore/v1/DocumentMask';
import type {
  DocumentTransform as _google_firestore_v1_DocumentTransform,
  DocumentTransform__Output as _google_firestore_v1_DocumentTransform__Output,
  _google_firestore_v1_DocumentTransform_FieldTransform,
  _google_firestore_v1_DocumentTransform_FieldTransform__Output,
} from '../../../google/firestore/v1/DocumentTransform';
import type {
  Precondition as _google_firestore_v1_Precondition,
  Precondition__Output as _google_firestore_v1_Precondition__Output,
} from '../../../google/firestore/v1/Precondition';

export interface Write {
  update?: _google_firestore_v1_Document | null;
  delete?: string;
  updateMask?: _google_firestore_v1_DocumentMask | null;
  currentDocument?: _google_firestore_v1_Precondition | null;
  transform?: _google_firestore_v1_DocumentTransform | null;
  updateTransforms?: _google_firestore_v1_DocumentTransform_FieldTransform[];
  operation?: 'update' | 'delete' | 'transform';
}

export interface Write__Output {
  update?: _google_firestore_v1_Document__Output;
  delete?: string;
  updateMask?: _google_firestore_v1_DocumentMask__Output;
  currentDocument?: _google_firestore_v1_Precondition__Output;
  transform?: _google_firestore_v1_DocumentTransform__Output;
  updateTransforms?: _google_firestore_v1_DocumentTransform_FieldTransform__Output[];
  operation?: 'update' | 'delete' | 'transform';
}

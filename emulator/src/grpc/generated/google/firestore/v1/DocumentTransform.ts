// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

import type {
  ArrayValue as _google_firestore_v1_ArrayValue,
  ArrayValue__Output as _google_firestore_v1_ArrayValue__Output,
} from '../../../google/firestore/v1/ArrayValue';
import type {
  Value as _google_firestore_v1_Value,
  Value__Output as _google_firestore_v1_Value__Output,
} from '../../../google/firestore/v1/Value';

export interface _google_firestore_v1_DocumentTransform_FieldTransform {
  fieldPath?: string;
  setToServerValue?: _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue;
  increment?: _google_firestore_v1_Value | null;
  maximum?: _google_firestore_v1_Value | null;
  minimum?: _google_firestore_v1_Value | null;
  appendMissingElements?: _google_firestore_v1_ArrayValue | null;
  removeAllFromArray?: _google_firestore_v1_ArrayValue | null;
  transformType?:
    | 'setToServerValue'
    | 'increment'
    | 'maximum'
    | 'minimum'
    | 'appendMissingElements'
    | 'removeAllFromArray';
}

export interface _google_firestore_v1_DocumentTransform_FieldTransform__Output {
  fieldPath?: string;
  setToServerValue?: _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue__Output;
  increment?: _google_firestore_v1_Value__Output;
  maximum?: _google_firestore_v1_Value__Output;
  minimum?: _google_firestore_v1_Value__Output;
  appendMissingElements?: _google_firestore_v1_ArrayValue__Output;
  removeAllFromArray?: _google_firestore_v1_ArrayValue__Output;
  transformType?:
    | 'setToServerValue'
    | 'increment'
    | 'maximum'
    | 'minimum'
    | 'appendMissingElements'
    | 'removeAllFromArray';
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

export const _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue = {
  SERVER_VALUE_UNSPECIFIED: 'SERVER_VALUE_UNSPECIFIED',
  REQUEST_TIME: 'REQUEST_TIME',
} as const;

export type _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue =
  | 'SERVER_VALUE_UNSPECIFIED'
  | 0
  | 'REQUEST_TIME'
  | 1;

export type _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue__Output =
  (typeof _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue)[keyof typeof _google_firestore_v1_DocumentTransform_FieldTransform_ServerValue];

export interface DocumentTransform {
  document?: string;
  fieldTransforms?: _google_firestore_v1_DocumentTransform_FieldTransform[];
}

export interface DocumentTransform__Output {
  document?: string;
  fieldTransforms?: _google_firestore_v1_DocumentTransform_FieldTransform__Output[];
}

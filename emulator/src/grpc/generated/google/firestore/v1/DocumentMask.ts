// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/common.proto

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface DocumentMask__Output {
  fieldPaths?: string[];
}

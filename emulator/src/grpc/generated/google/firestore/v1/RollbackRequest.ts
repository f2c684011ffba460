// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

export interface RollbackRequest {
  database?: string;
  transaction?: Buffer | Uint8Array | string;
}

export interface RollbackRequest__Output {
  database?: string;
  transaction?: Buffer;
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

export interface BeginTransactionResponse {
  transaction?: Buffer | Uint8Array | string;
}

export interface BeginTransactionResponse__Output {
  transaction?: Buffer;
}

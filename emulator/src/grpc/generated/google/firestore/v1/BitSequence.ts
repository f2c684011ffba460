// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/bloom_filter.proto

export interface BitSequence {
  bitmap?: Buffer | Uint8Array | string;
  padding?: number;
}

export interface BitSequence__Output {
  bitmap?: Buffer;
  padding?: number;
}

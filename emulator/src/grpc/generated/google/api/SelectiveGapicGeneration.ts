// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/api/client.proto

export interface SelectiveGapicGeneration {
  methods?: string[];
  generateOmittedAsInternal?: boolean;
}

export interface SelectiveGapicGeneration__Output {
  methods?: string[];
  generateOmittedAsInternal?: boolean;
}

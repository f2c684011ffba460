// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/query_profile.proto

export interface ExplainOptions {
  analyze?: boolean;
}

export interface ExplainOptions__Output {
  analyze?: boolean;
}

// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

export interface ListCollectionIdsResponse {
  collectionIds?: string[];
  nextPageToken?: string;
}

export interface ListCollectionIdsResponse__Output {
  collectionIds?: string[];
  nextPageToken?: string;
}

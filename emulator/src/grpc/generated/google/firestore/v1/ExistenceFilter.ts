// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/write.proto

import type {
  BloomFilter as _google_firestore_v1_BloomFilter,
  BloomFilter__Output as _google_firestore_v1_BloomFilter__Output,
} from '../../../google/firestore/v1/BloomFilter';

export interface ExistenceFilter {
  targetId?: number;
  count?: number;
  unchangedNames?: _google_firestore_v1_BloomFilter | null;
}

export interface ExistenceFilter__Output {
  targetId?: number;
  count?: number;
  unchangedNames?: _google_firestore_v1_BloomFilter__Output;
}

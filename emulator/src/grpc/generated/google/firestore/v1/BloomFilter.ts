// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/bloom_filter.proto

import type {
  BitSequence as _google_firestore_v1_BitSequence,
  BitSequence__Output as _google_firestore_v1_BitSequence__Output,
} from '../../../google/firestore/v1/BitSequence';

export interface BloomFilter {
  bits?: _google_firestore_v1_BitSequence | null;
  hashCount?: number;
}

export interface BloomFilter__Output {
  bits?: _google_firestore_v1_BitSequence__Output;
  hashCount?: number;
}

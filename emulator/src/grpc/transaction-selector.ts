import { NO_TRANSACTION, type TransactionSelector } from '../core/firestore-service.js';
import { timestampToMicros } from '../core/time.js';
import { transactionIdFromBytes } from './call-support.js';
import type { TransactionOptions__Output } from './generated/google/firestore/v1/TransactionOptions.js';
import type { Timestamp__Output } from './generated/google/protobuf/Timestamp.js';
import { timestampFromProto } from './value-codec.js';

/** Reads the `consistency_selector` oneof shared by the read requests. */
export function transactionSelectorFrom(request: {
  consistencySelector?: string;
  transaction?: Buffer;
  newTransaction?: TransactionOptions__Output;
  readTime?: Timestamp__Output;
}): TransactionSelector {
  if (request.consistencySelector === 'readTime') {
    return { kind: 'readTime', readTime: timestampToMicros(timestampFromProto(request.readTime)) };
  }
  if (request.consistencySelector === 'transaction') {
    const id = transactionIdFromBytes(request.transaction);
    return id === undefined ? NO_TRANSACTION : { kind: 'existing', id };
  }
  if (request.consistencySelector === 'newTransaction') {
    return newTransactionSelector(request.newTransaction);
  }
  return NO_TRANSACTION;
}

export function newTransactionSelector(
  options: TransactionOptions__Output | undefined,
): Extract<TransactionSelector, { kind: 'new' }> {
  const readTime = options?.readOnly?.readTime;
  return {
    kind: 'new',
    readOnly: options?.mode === 'readOnly',
    retryOf: transactionIdFromBytes(options?.readWrite?.retryTransaction),
    readTime: readTime ? timestampToMicros(timestampFromProto(readTime)) : undefined,
  };
}

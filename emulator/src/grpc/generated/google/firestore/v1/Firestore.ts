// Original file: ../node_modules/@google-cloud/firestore/build/protos/google/firestore/v1/firestore.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  BatchGetDocumentsRequest as _google_firestore_v1_BatchGetDocumentsRequest,
  BatchGetDocumentsRequest__Output as _google_firestore_v1_BatchGetDocumentsRequest__Output,
} from '../../../google/firestore/v1/BatchGetDocumentsRequest';
import type {
  BatchGetDocumentsResponse as _google_firestore_v1_BatchGetDocumentsResponse,
  BatchGetDocumentsResponse__Output as _google_firestore_v1_BatchGetDocumentsResponse__Output,
} from '../../../google/firestore/v1/BatchGetDocumentsResponse';
import type {
  BatchWriteRequest as _google_firestore_v1_BatchWriteRequest,
  BatchWriteRequest__Output as _google_firestore_v1_BatchWriteRequest__Output,
} from '../../../google/firestore/v1/BatchWriteRequest';
import type {
  BatchWriteResponse as _google_firestore_v1_BatchWriteResponse,
  BatchWriteResponse__Output as _google_firestore_v1_BatchWriteResponse__Output,
} from '../../../google/firestore/v1/BatchWriteResponse';
import type {
  BeginTransactionRequest as _google_firestore_v1_BeginTransactionRequest,
  BeginTransactionRequest__Output as _google_firestore_v1_BeginTransactionRequest__Output,
} from '../../../google/firestore/v1/BeginTransactionRequest';
import type {
  BeginTransactionResponse as _google_firestore_v1_BeginTransactionResponse,
  BeginTransactionResponse__Output as _google_firestore_v1_BeginTransactionResponse__Output,
} from '../../../google/firestore/v1/BeginTransactionResponse';
import type {
  CommitRequest as _google_firestore_v1_CommitRequest,
  CommitRequest__Output as _google_firestore_v1_CommitRequest__Output,
} from '../../../google/firestore/v1/CommitRequest';
import type {
  CommitResponse as _google_firestore_v1_CommitResponse,
  CommitResponse__Output as _google_firestore_v1_CommitResponse__Output,
} from '../../../google/firestore/v1/CommitResponse';
import type {
  CreateDocumentRequest as _google_firestore_v1_CreateDocumentRequest,
  CreateDocumentRequest__Output as _google_firestore_v1_CreateDocumentRequest__Output,
} from '../../../google/firestore/v1/CreateDocumentRequest';
import type {
  DeleteDocumentRequest as _google_firestore_v1_DeleteDocumentRequest,
  DeleteDocumentRequest__Output as _google_firestore_v1_DeleteDocumentRequest__Output,
} from '../../../google/firestore/v1/DeleteDocumentRequest';
import type {
  Document as _google_firestore_v1_Document,
  Document__Output as _google_firestore_v1_Document__Output,
} from '../../../google/firestore/v1/Document';
import type {
  GetDocumentRequest as _google_firestore_v1_GetDocumentRequest,
  GetDocumentRequest__Output as _google_firestore_v1_GetDocumentRequest__Output,
} from '../../../google/firestore/v1/GetDocumentRequest';
import type {
  ListCollectionIdsRequest as _google_firestore_v1_ListCollectionIdsRequest,
  ListCollectionIdsRequest__Output as _google_firestore_v1_ListCollectionIdsRequest__Output,
} from '../../../google/firestore/v1/ListCollectionIdsRequest';
import type {
  ListCollectionIdsResponse as _google_firestore_v1_ListCollectionIdsResponse,
  ListCollectionIdsResponse__Output as _google_firestore_v1_ListCollectionIdsResponse__Output,
} from '../../../google/firestore/v1/ListCollectionIdsResponse';
import type {
  ListDocumentsRequest as _google_firestore_v1_ListDocumentsRequest,
  ListDocumentsRequest__Output as _google_firestore_v1_ListDocumentsRequest__Output,
} from '../../../google/firestore/v1/ListDocumentsRequest';
import type {
  ListDocumentsResponse as _google_firestore_v1_ListDocumentsResponse,
  ListDocumentsResponse__Output as _google_firestore_v1_ListDocumentsResponse__Output,
} from '../../../google/firestore/v1/ListDocumentsResponse';
import type {
  ListenRequest as _google_firestore_v1_ListenRequest,
  ListenRequest__Output as _google_firestore_v1_ListenRequest__Output,
} from '../../../google/firestore/v1/ListenRequest';
import type {
  ListenResponse as _google_firestore_v1_ListenResponse,
  ListenResponse__Output as _google_firestore_v1_ListenResponse__Output,
} from '../../../google/firestore/v1/ListenResponse';
import type {
  PartitionQueryRequest as _google_firestore_v1_PartitionQueryRequest,
  PartitionQueryRequest__Output as _google_firestore_v1_PartitionQueryRequest__Output,
} from '../../../google/firestore/v1/PartitionQueryRequest';
import type {
  PartitionQueryResponse as _google_firestore_v1_PartitionQueryResponse,
  PartitionQueryResponse__Output as _google_firestore_v1_PartitionQueryResponse__Output,
} from '../../../google/firestore/v1/PartitionQueryResponse';
import type {
  RollbackRequest as _google_firestore_v1_RollbackRequest,
  RollbackRequest__Output as _google_firestore_v1_RollbackRequest__Output,
} from '../../../google/firestore/v1/RollbackRequest';
import type {
  RunAggregationQueryRequest as _google_firestore_v1_RunAggregationQueryRequest,
  RunAggregationQueryRequest__Output as _google_firestore_v1_RunAggregationQueryRequest__Output,
} from '../../../google/firestore/v1/RunAggregationQueryRequest';
import type {
  RunAggregationQueryResponse as _google_firestore_v1_RunAggregationQueryResponse,
  RunAggregationQueryResponse__Output as _google_firestore_v1_RunAggregationQueryResponse__Output,
} from '../../../google/firestore/v1/RunAggregationQueryResponse';
import type {
  RunQueryRequest as _google_firestore_v1_RunQueryRequest,
  RunQueryRequest__Output as _google_firestore_v1_RunQueryRequest__Output,
} from '../../../google/firestore/v1/RunQueryRequest';
import type {
  RunQueryResponse as _google_firestore_v1_RunQueryResponse,
  RunQueryResponse__Output as _google_firestore_v1_RunQueryResponse__Output,
} from '../../../google/firestore/v1/RunQueryResponse';
import type {
  UpdateDocumentRequest as _google_firestore_v1_UpdateDocumentRequest,
  UpdateDocumentRequest__Output as _google_firestore_v1_UpdateDocumentRequest__Output,
} from '../../../google/firestore/v1/UpdateDocumentRequest';
import type {
  WriteRequest as _google_firestore_v1_WriteRequest,
  WriteRequest__Output as _google_firestore_v1_WriteRequest__Output,
} from '../../../google/firestore/v1/WriteRequest';
import type {
  WriteResponse as _google_firestore_v1_WriteResponse,
  WriteResponse__Output as _google_firestore_v1_WriteResponse__Output,
} from '../../../google/firestore/v1/WriteResponse';
import type {
  Empty as _google_protobuf_Empty,
  Empty__Output as _google_protobuf_Empty__Output,
} from '../../../google/protobuf/Empty';

export interface FirestoreClient extends grpc.Client {
  BatchGetDocuments(
    argument: _google_firestore_v1_BatchGetDocumentsRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_BatchGetDocumentsResponse__Output>;
  BatchGetDocuments(
    argument: _google_firestore_v1_BatchGetDocumentsRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_BatchGetDocumentsResponse__Output>;
  batchGetDocuments(
    argument: _google_firestore_v1_BatchGetDocumentsRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_BatchGetDocumentsResponse__Output>;
  batchGetDocuments(
    argument: _google_firestore_v1_BatchGetDocumentsRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_BatchGetDocumentsResponse__Output>;

  BatchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  BatchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  BatchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  BatchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  batchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  batchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  batchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;
  batchWrite(
    argument: _google_firestore_v1_BatchWriteRequest,
    callback: grpc.requestCallback<_google_firestore_v1_BatchWriteResponse__Output>,
  ): grpc.ClientUnaryCall;

  BeginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  BeginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  BeginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  BeginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  beginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  beginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  beginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;
  beginTransaction(
    argument: _google_firestore_v1_BeginTransactionRequest,
    callback: grpc.requestCallback<_google_firestore_v1_BeginTransactionResponse__Output>,
  ): grpc.ClientUnaryCall;

  Commit(
    argument: _google_firestore_v1_CommitRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  Commit(
    argument: _google_firestore_v1_CommitRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  Commit(
    argument: _google_firestore_v1_CommitRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  Commit(
    argument: _google_firestore_v1_CommitRequest,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _google_firestore_v1_CommitRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _google_firestore_v1_CommitRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _google_firestore_v1_CommitRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;
  commit(
    argument: _google_firestore_v1_CommitRequest,
    callback: grpc.requestCallback<_google_firestore_v1_CommitResponse__Output>,
  ): grpc.ClientUnaryCall;

  CreateDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  CreateDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  CreateDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  CreateDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  createDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  createDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  createDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  createDocument(
    argument: _google_firestore_v1_CreateDocumentRequest,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;

  DeleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteDocument(
    argument: _google_firestore_v1_DeleteDocumentRequest,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;

  GetDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  GetDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  GetDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  GetDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  getDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  getDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  getDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  getDocument(
    argument: _google_firestore_v1_GetDocumentRequest,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;

  ListCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listCollectionIds(
    argument: _google_firestore_v1_ListCollectionIdsRequest,
    callback: grpc.requestCallback<_google_firestore_v1_ListCollectionIdsResponse__Output>,
  ): grpc.ClientUnaryCall;

  ListDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listDocuments(
    argument: _google_firestore_v1_ListDocumentsRequest,
    callback: grpc.requestCallback<_google_firestore_v1_ListDocumentsResponse__Output>,
  ): grpc.ClientUnaryCall;

  Listen(
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_ListenRequest, _google_firestore_v1_ListenResponse__Output>;
  Listen(
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_ListenRequest, _google_firestore_v1_ListenResponse__Output>;
  listen(
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_ListenRequest, _google_firestore_v1_ListenResponse__Output>;
  listen(
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_ListenRequest, _google_firestore_v1_ListenResponse__Output>;

  PartitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  PartitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  PartitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  PartitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  partitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  partitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  partitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;
  partitionQuery(
    argument: _google_firestore_v1_PartitionQueryRequest,
    callback: grpc.requestCallback<_google_firestore_v1_PartitionQueryResponse__Output>,
  ): grpc.ClientUnaryCall;

  Rollback(
    argument: _google_firestore_v1_RollbackRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Rollback(
    argument: _google_firestore_v1_RollbackRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Rollback(
    argument: _google_firestore_v1_RollbackRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Rollback(
    argument: _google_firestore_v1_RollbackRequest,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  rollback(
    argument: _google_firestore_v1_RollbackRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  rollback(
    argument: _google_firestore_v1_RollbackRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  rollback(
    argument: _google_firestore_v1_RollbackRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;
  rollback(
    argument: _google_firestore_v1_RollbackRequest,
    callback: grpc.requestCallback<_google_protobuf_Empty__Output>,
  ): grpc.ClientUnaryCall;

  RunAggregationQuery(
    argument: _google_firestore_v1_RunAggregationQueryRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunAggregationQueryResponse__Output>;
  RunAggregationQuery(
    argument: _google_firestore_v1_RunAggregationQueryRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunAggregationQueryResponse__Output>;
  runAggregationQuery(
    argument: _google_firestore_v1_RunAggregationQueryRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunAggregationQueryResponse__Output>;
  runAggregationQuery(
    argument: _google_firestore_v1_RunAggregationQueryRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunAggregationQueryResponse__Output>;

  RunQuery(
    argument: _google_firestore_v1_RunQueryRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunQueryResponse__Output>;
  RunQuery(
    argument: _google_firestore_v1_RunQueryRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunQueryResponse__Output>;
  runQuery(
    argument: _google_firestore_v1_RunQueryRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunQueryResponse__Output>;
  runQuery(
    argument: _google_firestore_v1_RunQueryRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_google_firestore_v1_RunQueryResponse__Output>;

  UpdateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  UpdateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  UpdateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  UpdateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  updateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  updateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  updateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;
  updateDocument(
    argument: _google_firestore_v1_UpdateDocumentRequest,
    callback: grpc.requestCallback<_google_firestore_v1_Document__Output>,
  ): grpc.ClientUnaryCall;

  Write(
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_WriteRequest, _google_firestore_v1_WriteResponse__Output>;
  Write(
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_WriteRequest, _google_firestore_v1_WriteResponse__Output>;
  write(
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_WriteRequest, _google_firestore_v1_WriteResponse__Output>;
  write(
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<_google_firestore_v1_WriteRequest, _google_firestore_v1_WriteResponse__Output>;
}

export interface FirestoreHandlers extends grpc.UntypedServiceImplementation {
  BatchGetDocuments: grpc.handleServerStreamingCall<
    _google_firestore_v1_BatchGetDocumentsRequest__Output,
    _google_firestore_v1_BatchGetDocumentsResponse
  >;

  BatchWrite: grpc.handleUnaryCall<
    _google_firestore_v1_BatchWriteRequest__Output,
    _google_firestore_v1_BatchWriteResponse
  >;

  BeginTransaction: grpc.handleUnaryCall<
    _google_firestore_v1_BeginTransactionRequest__Output,
    _google_firestore_v1_BeginTransactionResponse
  >;

  Commit: grpc.handleUnaryCall<
    _google_firestore_v1_CommitRequest__Output,
    _google_firestore_v1_CommitResponse
  >;

  CreateDocument: grpc.handleUnaryCall<
    _google_firestore_v1_CreateDocumentRequest__Output,
    _google_firestore_v1_Document
  >;

  DeleteDocument: grpc.handleUnaryCall<
    _google_firestore_v1_DeleteDocumentRequest__Output,
    _google_protobuf_Empty
  >;

  GetDocument: grpc.handleUnaryCall<
    _google_firestore_v1_GetDocumentRequest__Output,
    _google_firestore_v1_Document
  >;

  ListCollectionIds: grpc.handleUnaryCall<
    _google_firestore_v1_ListCollectionIdsRequest__Output,
    _google_firestore_v1_ListCollectionIdsResponse
  >;

  ListDocuments: grpc.handleUnaryCall<
    _google_firestore_v1_ListDocumentsRequest__Output,
    _google_firestore_v1_ListDocumentsResponse
  >;

  Listen: grpc.handleBidiStreamingCall<
    _google_firestore_v1_ListenRequest__Output,
    _google_firestore_v1_ListenResponse
  >;

  PartitionQuery: grpc.handleUnaryCall<
    _google_firestore_v1_PartitionQueryRequest__Output,
    _google_firestore_v1_PartitionQueryResponse
  >;

  Rollback: grpc.handleUnaryCall<_google_firestore_v1_RollbackRequest__Output, _google_protobuf_Empty>;

  RunAggregationQuery: grpc.handleServerStreamingCall<
    _google_firestore_v1_RunAggregationQueryRequest__Output,
    _google_firestore_v1_RunAggregationQueryResponse
  >;

  RunQuery: grpc.handleServerStreamingCall<
    _google_firestore_v1_RunQueryRequest__Output,
    _google_firestore_v1_RunQueryResponse
  >;

  UpdateDocument: grpc.handleUnaryCall<
    _google_firestore_v1_UpdateDocumentRequest__Output,
    _google_firestore_v1_Document
  >;

  Write: grpc.handleBidiStreamingCall<
    _google_firestore_v1_WriteRequest__Output,
    _google_firestore_v1_WriteResponse
  >;
}

export interface FirestoreDefinition extends grpc.ServiceDefinition {
  BatchGetDocuments: MethodDefinition<
    _google_firestore_v1_BatchGetDocumentsRequest,
    _google_firestore_v1_BatchGetDocumentsResponse,
    _google_firestore_v1_BatchGetDocumentsRequest__Output,
    _google_firestore_v1_BatchGetDocumentsResponse__Output
  >;
  BatchWrite: MethodDefinition<
    _google_firestore_v1_BatchWriteRequest,
    _google_firestore_v1_BatchWriteResponse,
    _google_firestore_v1_BatchWriteRequest__Output,
    _google_firestore_v1_BatchWriteResponse__Output
  >;
  BeginTransaction: MethodDefinition<
    _google_firestore_v1_BeginTransactionRequest,
    _google_firestore_v1_BeginTransactionResponse,
    _google_firestore_v1_BeginTransactionRequest__Output,
    _google_firestore_v1_BeginTransactionResponse__Output
  >;
  Commit: MethodDefinition<
    _google_firestore_v1_CommitRequest,
    _google_firestore_v1_CommitResponse,
    _google_firestore_v1_CommitRequest__Output,
    _google_firestore_v1_CommitResponse__Output
  >;
  CreateDocument: MethodDefinition<
    _google_firestore_v1_CreateDocumentRequest,
    _google_firestore_v1_Document,
    _google_firestore_v1_CreateDocumentRequest__Output,
    _google_firestore_v1_Document__Output
  >;
  DeleteDocument: MethodDefinition<
    _google_firestore_v1_DeleteDocumentRequest,
    _google_protobuf_Empty,
    _google_firestore_v1_DeleteDocumentRequest__Output,
    _google_protobuf_Empty__Output
  >;
  GetDocument: MethodDefinition<
    _google_firestore_v1_GetDocumentRequest,
    _google_firestore_v1_Document,
    _google_firestore_v1_GetDocumentRequest__Output,
    _google_firestore_v1_Document__Output
  >;
  ListCollectionIds: MethodDefinition<
    _google_firestore_v1_ListCollectionIdsRequest,
    _google_firestore_v1_ListCollectionIdsResponse,
    _google_firestore_v1_ListCollectionIdsRequest__Output,
    _google_firestore_v1_ListCollectionIdsResponse__Output
  >;
  ListDocuments: MethodDefinition<
    _google_firestore_v1_ListDocumentsRequest,
    _google_firestore_v1_ListDocumentsResponse,
    _google_firestore_v1_ListDocumentsRequest__Output,
    _google_firestore_v1_ListDocumentsResponse__Output
  >;
  Listen: MethodDefinition<
    _google_firestore_v1_ListenRequest,
    _google_firestore_v1_ListenResponse,
    _google_firestore_v1_ListenRequest__Output,
    _google_firestore_v1_ListenResponse__Output
  >;
  PartitionQuery: MethodDefinition<
    _google_firestore_v1_PartitionQueryRequest,
    _google_firestore_v1_PartitionQueryResponse,
    _google_firestore_v1_PartitionQueryRequest__Output,
    _google_firestore_v1_PartitionQueryResponse__Output
  >;
  Rollback: MethodDefinition<
    _google_firestore_v1_RollbackRequest,
    _google_protobuf_Empty,
    _google_firestore_v1_RollbackRequest__Output,
    _google_protobuf_Empty__Output
  >;
  RunAggregationQuery: MethodDefinition<
    _google_firestore_v1_RunAggregationQueryRequest,
    _google_firestore_v1_RunAggregationQueryResponse,
    _google_firestore_v1_RunAggregationQueryRequest__Output,
    _google_firestore_v1_RunAggregationQueryResponse__Output
  >;
  RunQuery: MethodDefinition<
    _google_firestore_v1_RunQueryRequest,
    _google_firestore_v1_RunQueryResponse,
    _google_firestore_v1_RunQueryRequest__Output,
    _google_firestore_v1_RunQueryResponse__Output
  >;
  UpdateDocument: MethodDefinition<
    _google_firestore_v1_UpdateDocumentRequest,
    _google_firestore_v1_Document,
    _google_firestore_v1_UpdateDocumentRequest__Output,
    _google_firestore_v1_Document__Output
  >;
  Write: MethodDefinition<
    _google_firestore_v1_WriteRequest,
    _google_firestore_v1_WriteResponse,
    _google_firestore_v1_WriteRequest__Output,
    _google_firestore_v1_WriteResponse__Output
  >;
}

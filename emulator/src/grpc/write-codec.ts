import { invalidArgument } from '../core/errors.js';
import { parseFieldPath } from '../core/field-path.js';
import { type DatabaseId, parseDocumentName } from '../core/resource-path.js';
import { timestampToMicros } from '../core/time.js';
import type { FieldTransform, TransformOperation } from '../core/transforms.js';
import type { Precondition, Write, WriteOperation, WriteResult } from '../core/writes.js';
import type { _google_firestore_v1_DocumentTransform_FieldTransform__Output as ProtoFieldTransform } from './generated/google/firestore/v1/DocumentTransform.js';
import type { Precondition__Output } from './generated/google/firestore/v1/Precondition.js';
import type { Write__Output } from './generated/google/firestore/v1/Write.js';
import type { WriteResult as ProtoWriteResult } from './generated/google/firestore/v1/WriteResult.js';
import {
  fieldsFromProto,
  microsToProto,
  timestampFromProto,
  valueFromProto,
  valueToProto,
} from './value-codec.js';

/** The web SDK's `verify` operation is not in the shipped schema; protos.ts adds it, this type mirrors that. */
type WireWrite = Write__Output & { verify?: string };

export function writeFromProto(proto: WireWrite, db: DatabaseId): Write {
  const operationType = proto.operation as string | undefined;
  let name: string;
  let operation: WriteOperation;
  let transforms: readonly ProtoFieldTransform[] = proto.updateTransforms ?? [];
  switch (operationType) {
    case 'update':
      name = proto.update?.name ?? '';
      operation = {
        type: 'update',
        fields: fieldsFromProto(proto.update?.fields),
        mask: proto.updateMask ? (proto.updateMask.fieldPaths ?? []).map(parseFieldPath) : undefined,
      };
      break;
    case 'delete':
      name = proto.delete ?? '';
      operation = { type: 'delete' };
      break;
    case 'transform':
      name = proto.transform?.document ?? '';
      operation = { type: 'transform' };
      transforms = proto.transform?.fieldTransforms ?? [];
      break;
    case 'verify':
      name = proto.verify ?? '';
      operation = { type: 'verify' };
      break;
    default:
      throw invalidArgument('A write must have an operation (update, delete, transform or verify).');
  }
  if (operation.type !== 'update' && operation.type !== 'transform' && transforms.length > 0) {
    throw invalidArgument('Only update writes can carry field transforms.');
  }
  const path = parseDocumentName(name, db).segments.join('/');
  return {
    path,
    name,
    operation,
    transforms: transforms.map(transformFromProto),
    precondition: preconditionFromProto(proto.currentDocument),
  };
}

function preconditionFromProto(proto: Precondition__Output | undefined): Precondition | undefined {
  if (!proto) return undefined;
  if (proto.conditionType === 'exists') return { exists: proto.exists === true };
  if (proto.conditionType === 'updateTime')
    return { updateTime: timestampToMicros(timestampFromProto(proto.updateTime)) };
  return undefined;
}

function transformFromProto(proto: ProtoFieldTransform): FieldTransform {
  const field = parseFieldPath(proto.fieldPath ?? '');
  return { field, operation: transformOperation(proto) };
}

function transformOperation(proto: ProtoFieldTransform): TransformOperation {
  switch (proto.transformType) {
    case 'setToServerValue':
      if (proto.setToServerValue !== 'REQUEST_TIME') throw invalidArgument('Unsupported server value.');
      return { type: 'serverTimestamp' };
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const operand = valueFromProto(proto[proto.transformType] ?? {});
      if (operand.kind !== 'integer' && operand.kind !== 'double') {
        throw invalidArgument(`${proto.transformType} requires a numeric value.`);
      }
      return { type: proto.transformType, operand };
    }
    case 'appendMissingElements':
    case 'removeAllFromArray':
      return {
        type: proto.transformType,
        elements: (proto[proto.transformType]?.values ?? []).map(valueFromProto),
      };
    default:
      throw invalidArgument('A field transform must name its transformation.');
  }
}

export function writeResultToProto(result: WriteResult | undefined): ProtoWriteResult {
  if (!result) return {};
  return {
    updateTime: result.updateTime === undefined ? undefined : microsToProto(result.updateTime),
    transformResults: result.transformResults.map(valueToProto),
  };
}

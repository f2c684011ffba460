import { createRequire } from 'node:module';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';

const require = createRequire(import.meta.url);

/** The protos that ship with @google-cloud/firestore: the same contract firebase-admin speaks. */
export const PROTOS_DIR = path.join(
  path.dirname(require.resolve('@google-cloud/firestore/package.json')),
  'build',
  'protos',
);

/** Decoding matches what the handlers expect: camelCase, int64 as strings, enums by name, oneof names. */
export const PROTO_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: String,
  enums: String,
  defaults: false,
  oneofs: true,
};

let cached: grpc.ServiceDefinition | undefined;
let cachedRoot: protobuf.Root | undefined;

/**
 * The shipped Firestore schema, with one field added: `Write.verify` (field 5), which the web SDK
 * sends in transactions for documents it read but did not write; without it protobuf would drop
 * the field silently and the write would look empty. Every transport decodes with this one root.
 */
export function firestoreRoot(): protobuf.Root {
  if (cachedRoot) return cachedRoot;
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (path.isAbsolute(target) ? target : path.join(PROTOS_DIR, target));
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: false });
  const write = root.lookupType('google.firestore.v1.Write');
  if (!write.fields.verify) {
    const verify = new protobuf.Field('verify', 5, 'string');
    write.add(verify);
    write.oneofs.operation?.add(verify);
  }
  root.resolveAll();
  cachedRoot = root;
  return root;
}

/** The `google.firestore.v1.Firestore` service definition for grpc-js, from `firestoreRoot()`. */
export function firestoreServiceDefinition(): grpc.ServiceDefinition {
  if (cached) return cached;
  const definition = protoLoader.fromJSON(firestoreRoot().toJSON(), PROTO_OPTIONS);
  const pkg = grpc.loadPackageDefinition(definition);
  // loadPackageDefinition returns a nested namespace keyed by package; walk it to the service.
  const google = pkg.google as grpc.GrpcObject;
  const firestore = (google.firestore as grpc.GrpcObject).v1 as grpc.GrpcObject;
  const service = firestore.Firestore as grpc.ServiceClientConstructor;
  cached = service.service;
  return cached;
}

import * as grpc from '@grpc/grpc-js';
import { firestoreServiceDefinition } from '../../src/grpc/protos.js';

export type RawClient = grpc.Client & Record<string, (...args: unknown[]) => unknown>;

/** A plain grpc-js client built from the same protos, for requests no SDK would send. */
export function rawClient(address: string): RawClient {
  const Client = grpc.makeGenericClientConstructor(firestoreServiceDefinition(), 'Firestore');
  return new Client(address, grpc.credentials.createInsecure()) as unknown as RawClient;
}

export function adminMetadata(): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer owner');
  return metadata;
}

export function callUnary<Res>(client: RawClient, method: string, request: unknown): Promise<Res> {
  return new Promise((resolve, reject) => {
    const fn = client[method] as (
      r: unknown,
      m: grpc.Metadata,
      cb: (e: grpc.ServiceError | null, r: Res) => void,
    ) => void;
    fn.call(client, request, adminMetadata(), (error, response) =>
      error ? reject(error) : resolve(response),
    );
  });
}

/** Sends arbitrary bytes as the request body of a method, bypassing serialization. */
export function callWithBytes(client: grpc.Client, path: string, bytes: Buffer): Promise<unknown> {
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      path,
      (b: Buffer) => b,
      (b: Buffer) => b,
      bytes,
      adminMetadata(),
      (error, response) => (error ? reject(error) : resolve(response)),
    );
  });
}

import type * as http from 'node:http';
import net from 'node:net';
import * as grpc from '@grpc/grpc-js';

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');

/**
 * One TCP port for gRPC (HTTP/2 with prior knowledge) and plain HTTP/1.1: the first bytes of a connection
 * decide. HTTP/2 connections are injected into grpc-js, everything else goes to the Node HTTP server.
 */
export function createSharedPortServer(grpcServer: grpc.Server, httpServer: http.Server): net.Server {
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  // No Nagle delay: gRPC answers are many small frames, and waiting to coalesce them only adds latency.
  return net.createServer({ noDelay: true }, (socket) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const compared = Math.min(received.length, HTTP2_PREFACE.length);
      const looksLikeHttp2 = received.subarray(0, compared).equals(HTTP2_PREFACE.subarray(0, compared));
      if (looksLikeHttp2 && received.length < HTTP2_PREFACE.length) return; // wait for more bytes to decide
      socket.off('data', onData);
      socket.pause();
      socket.unshift(received);
      if (looksLikeHttp2) {
        // http2 takes over the socket's handle and drains what was unshifted itself.
        injector.injectConnection(socket);
      } else {
        httpServer.emit('connection', socket);
        socket.resume();
      }
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
}

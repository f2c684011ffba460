import { EventEmitter } from 'node:events';
import type * as grpc from '@grpc/grpc-js';
import type { HandlerStatus } from '../rest/grpc-bridge.js';

export interface CallSink {
  message(response: unknown): void;
  error(status: HandlerStatus): void;
  end(): void;
}

/**
 * Stands in for grpc-js' bidi call so the gRPC Listen and Write handlers run a WebChannel session unchanged:
 * requests arrive as 'data' events, the handler's writes, errors and end go to the session.
 */
export class ChannelCall extends EventEmitter {
  writable = true;

  constructor(
    readonly metadata: grpc.Metadata,
    private readonly sink: CallSink,
  ) {
    super();
    // Handlers report failure by emitting 'error' on the call, as grpc-js expects.
    this.on('error', (status: HandlerStatus) => {
      if (!this.writable) return;
      this.writable = false;
      sink.error(status);
    });
  }

  write(response: unknown): boolean {
    if (this.writable) this.sink.message(response);
    return this.writable;
  }

  end(): void {
    if (!this.writable) return;
    this.writable = false;
    this.sink.end();
  }

  /** Client went away: what grpc-js signals as the stream ending and being cancelled. */
  close(): void {
    this.emit('end');
    this.emit('cancelled');
    this.writable = false;
  }
}

/**
 * Status codes shared by every transport. The numbers are gRPC's, so the gRPC adapter passes them through
 * and an HTTP adapter maps them once.
 */
export const Status = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

/** An error the emulator answers to the client on purpose, with Firestore's code and wording. */
export class EmulatorError extends Error {
  constructor(
    readonly code: StatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'EmulatorError';
  }
}

export const invalidArgument = (message: string): EmulatorError =>
  new EmulatorError(Status.INVALID_ARGUMENT, message);

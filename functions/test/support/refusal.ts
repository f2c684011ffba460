import { expect } from 'vitest';
import { ApiError } from '../../src/http/api-error';

/** The ApiError a service call was refused with (the test fails if it succeeded or threw anything else). */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

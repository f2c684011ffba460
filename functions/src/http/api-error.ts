import { apiErrorMessages } from '@appointments/domain';

/** An error the API answers with its own status and message (never a stack). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, message, errors);
export const unauthorized = (message: string = apiErrorMessages.unauthenticated) =>
  new ApiError(401, message);
export const forbidden = (message: string = apiErrorMessages.forbidden) => new ApiError(403, message);
export const notFound = (message: string = apiErrorMessages.notFound) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

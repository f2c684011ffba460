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
export const unauthorized = (message = 'Authentication required. Please log in.') =>
  new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

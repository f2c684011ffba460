import type { ApiFailure, ApiSuccess } from '@appointments/domain';
import type { Response } from 'express';

/** Sends the success envelope every endpoint shares: `{ success: true, data, message? }`. */
export function sendData<T>(res: Response, data: T, options: { status?: number; message?: string } = {}) {
  const body: ApiSuccess<T> =
    options.message === undefined
      ? { success: true, data }
      : { success: true, data, message: options.message };
  res.status(options.status ?? 200).json(body);
}

/** Sends the error envelope every failure shares: `{ success: false, message, errors? }`. */
export function sendFailure(res: Response, status: number, message: string, errors?: Record<string, string>) {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  res.status(status).json(body);
}

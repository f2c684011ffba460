import type { Response } from 'express';

/** Sends the success envelope every endpoint shares: `{ success: true, data, message? }`. */
export function sendData<T>(res: Response, data: T, options: { status?: number; message?: string } = {}) {
  const body =
    options.message === undefined
      ? { success: true, data }
      : { success: true, data, message: options.message };
  res.status(options.status ?? 200).json(body);
}

/** The message to toast for a failed call: ApiRequestError already carries the server's text or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

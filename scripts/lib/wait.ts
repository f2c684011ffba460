import type { Service } from './service';

const pollIntervalMs = 250;

/**
 * Resolves once `url` answers with a 2xx status; rejects with `name` after `timeoutMs`, or as soon as `signal`
 * aborts (its reason).
 */
export async function waitForHttp(
  name: string,
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      signal?.throwIfAborted();
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs} ms (${lastProblem})`);
}

/** A service ended before it answered: unlike a timeout, starting it again may well work. */
export class ServiceExitedError extends Error {}

/**
 * Waits for `url` to answer, but no longer than the service lives: a service that dies while starting (a port
 * taken, code that fails to load) fails the start at once, quoting its last lines, which a test run's output
 * shows where the log file is out of reach.
 */
export async function waitForService(
  service: Service,
  name: string,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const gaveUp = new AbortController();
  const died = (code: number | null) =>
    gaveUp.abort(
      new ServiceExitedError(
        `${service.name} exited (code ${code}) before ${name} answered at ${url}; its last lines:\n` +
          service.lastLines().join('\n'),
      ),
    );
  // An exit after the answer aborts a controller nobody listens to any more.
  void service.exited.then(died);
  await waitForHttp(name, url, timeoutMs, gaveUp.signal);
}

const pollIntervalMs = 250;

/** Resolves once `url` answers with a 2xx status; rejects with `name` after `timeoutMs`. */
export async function waitForHttp(name: string, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs} ms (${lastProblem})`);
}

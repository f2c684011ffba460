import type { ReadCounts } from '@appointments/emulator';

/**
 * A busy emulator can reset a kept-alive connection just as it is reused (ECONNRESET before any answer):
 * asking again is safe, the request never reached it.
 */
async function fetchRetried(url: string, method: 'GET' | 'DELETE'): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method });
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The emulator's document-read counter for the stack's project (emulator/README.md, "Document reads"). */
export function readCounter(firestoreHost: string, projectId: string) {
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/reads`;
  const ask = async (method: 'GET' | 'DELETE'): Promise<ReadCounts> => {
    const response = await fetchRetried(url, method);
    if (!response.ok) throw new Error(`The emulator has no read counter (${response.status} from ${url}).`);
    return (await response.json()) as ReadCounts;
  };
  return {
    current: () => ask('GET'),
    /** Answers the counts so far and starts again from zero. */
    take: () => ask('DELETE'),
  };
}

export type ReadCounter = ReturnType<typeof readCounter>;
export type { ReadCounts };

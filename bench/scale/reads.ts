import type { ReadCounts } from '@appointments/emulator';

/** The emulator's document-read counter for the stack's project (emulator/README.md, "Document reads"). */
export function readCounter(firestoreHost: string, projectId: string) {
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/reads`;
  const ask = async (method: 'GET' | 'DELETE'): Promise<ReadCounts> => {
    const response = await fetch(url, { method });
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

// The Functions emulator serves one request per worker process and keeps working through requests whose
// client has gone: a cell that overloads it leaves a queue behind. Before the next cell, wait until a single
// cheap call answers as fast as on an idle stack again, so no cell is measured behind another's backlog.
import type { Scenario } from './scenarios';

const pauseMs = 250;
const quietAnswersNeeded = 3;

async function timedCall(baseUrl: string, probe: Scenario): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}${probe.path}`, {
    headers: { authorization: `Bearer ${probe.token}` },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${probe.name} answered ${response.status} while draining`);
  return performance.now() - start;
}

/** The probe's idle latency: the best of a few calls on a quiet stack. */
export async function idleLatency(baseUrl: string, probe: Scenario): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) samples.push(await timedCall(baseUrl, probe));
  return Math.min(...samples);
}

/** Resolves once the probe answers within twice its idle latency (+50 ms) three times in a row; gives up after `limitMs`. */
export async function drained(
  baseUrl: string,
  probe: Scenario,
  idleMs: number,
  limitMs = 120_000,
): Promise<number> {
  const start = performance.now();
  let quiet = 0;
  while (quiet < quietAnswersNeeded && performance.now() - start < limitMs) {
    const latency = await timedCall(baseUrl, probe);
    quiet = latency <= idleMs * 2 + 50 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return performance.now() - start;
}

// One load run with autocannon: `connections` clients keep one request each in flight for `seconds`.
// Latency is taken per response (autocannon's own summary has no p95).
import autocannon from 'autocannon';
import { type LatencySummary, summarise } from '../support/percentiles';
import type { Scenario } from './scenarios';

export interface LoadResult extends LatencySummary {
  requestsPerSecond: number;
  /** Requests started; those still unanswered when the window closed are not in the latencies. */
  sent: number;
  non2xx: number;
  errors: number;
}

export async function load(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let sent = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  let finished: (result: autocannon.Result) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: baseUrl,
      connections,
      duration: seconds,
      // One request in flight per client: the figure is latency under N concurrent users, not pipelining.
      pipelining: 1,
      requests: [
        {
          method: scenario.method,
          path: scenario.path,
          headers: {
            authorization: `Bearer ${scenario.token}`,
            ...(scenario.body ? { 'content-type': 'application/json' } : {}),
          },
          setupRequest: (request) => {
            sent += 1;
            const headers = scenario.tokenFor
              ? { ...request.headers, authorization: `Bearer ${scenario.tokenFor(sent)}` }
              : request.headers;
            return scenario.body
              ? { ...request, headers, body: JSON.stringify(scenario.body(sent)) }
              : { ...request, headers };
          },
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  const result = await done;
  return {
    ...summarise(latencies),
    requestsPerSecond: latencies.length / seconds,
    sent,
    non2xx,
    errors: result.errors + result.timeouts,
  };
}

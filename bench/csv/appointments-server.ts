// The appointments export route (functions/src/routes/admin/export.ts) served alone in this process, so its
// memory is what the bench reads. Prints one JSON line per export: peak memory.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportAppointments } from '@appointments/functions/app';

const MB = 1024 * 1024;
type Request = Parameters<typeof exportAppointments>[0];
type Response = Parameters<typeof exportAppointments>[1];

async function measured(work: () => Promise<void>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    await work();
  } finally {
    sample();
    clearInterval(timer);
  }
  return { rssBeforeMb: before.rss / MB, peakRssMb: peakRss / MB, peakHeapMb: peakHeap / MB };
}

/** Express's `query`, `status` and `set` on Node's own request and response, so no Express is loaded. */
function asExpress(req: IncomingMessage, res: ServerResponse): { req: Request; res: Response } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const adapted = Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return adapted;
    },
    set(headers: Record<string, string>) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return adapted;
    },
  });
  const request = Object.assign(req, { query: Object.fromEntries(url.searchParams) });
  return { req: request as unknown as Request, res: adapted as unknown as Response };
}

const server = createServer((req, res) => {
  const route = asExpress(req, res);
  measured(() => exportAppointments(route.req, route.res))
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((error: unknown) => {
      console.error(error);
      res.destroy();
    });
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

// The export route of the functions (functions/src/routes/admin/export.ts), served alone in this process so its
// memory is what the bench reads: GET /students.csv streams as production does; GET /whole.csv builds the file
// the earlier way (every student read into one array, stringified at once) for comparison. The admin check is
// left out: it is the same few reads whatever the list's size. Prints one JSON line per export: peak memory.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { csvTable, studentCsvColumns } from '@appointments/domain';
import { exportStudents, listStudents } from '@appointments/functions/app';
import { stringify } from 'csv-stringify/sync';

const MB = 1024 * 1024;
type Request = Parameters<typeof exportStudents>[0];
type Response = Parameters<typeof exportStudents>[1];

/** Samples memory every few milliseconds while `work` runs; the peaks and the figures before it started. */
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
  return {
    rssBeforeMb: before.rss / MB,
    heapBeforeMb: before.heapUsed / MB,
    peakRssMb: peakRss / MB,
    peakHeapMb: peakHeap / MB,
  };
}

/**
 * The two Express calls the route makes (`status`, `set`) on Node's own response, so this process loads no
 * Express: the route then writes to the socket exactly as it does under Express.
 */
function asExpress(req: IncomingMessage, res: ServerResponse): { req: Request; res: Response } {
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
  return { req: req as unknown as Request, res: adapted as unknown as Response };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === '/students.csv') {
    const route = asExpress(req, res);
    const figures = await measured(() => exportStudents(route.req, route.res));
    console.log(JSON.stringify({ export: 'streamed', ...figures }));
  } else if (req.url === '/whole.csv') {
    const figures = await measured(async () => {
      const body = `\uFEFF${stringify(csvTable(studentCsvColumns, await listStudents()))}`;
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(body);
    });
    console.log(JSON.stringify({ export: 'whole', ...figures }));
  } else {
    res.writeHead(404).end();
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    res.destroy();
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

// The export route of the functions (functions/src/routes/admin/export.ts), served alone in this process so its
// memory is what the bench reads: GET /students.csv streams as production does; GET /whole.csv builds the file
// the earlier way (every student read into one array, stringified at once) for comparison. The admin check is
// left out: it is the same few reads whatever the list's size. Prints one JSON line per export: peak memory.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { csvTable, studentCsvColumns } from '@appointments/domain';
import { stringify } from 'csv-stringify/sync';
import express from 'express';
import { listStudents } from '../../functions/src/data/account-lists';
import { exportStudents } from '../../functions/src/routes/admin/export';

const MB = 1024 * 1024;

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

const app = express();
app.get('/students.csv', async (req, res) => {
  const figures = await measured(() => exportStudents(req, res));
  console.log(JSON.stringify({ export: 'streamed', ...figures }));
});
app.get('/whole.csv', async (_req, res) => {
  const figures = await measured(async () => {
    const body = `\uFEFF${stringify(csvTable(studentCsvColumns, await listStudents()))}`;
    res.status(200).type('text/csv').send(body);
  });
  console.log(JSON.stringify({ export: 'whole', ...figures }));
});

const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

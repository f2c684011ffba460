// The functions' whole API app served alone in this process, so its memory is the server's: the bench reads
// the peak RSS and V8 heap since the last reading from GET /__memory (then the peaks start again).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@appointments/functions/app';

const MB = 1024 * 1024;
let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
};
setInterval(sample, 5).unref();

const app = createApp();
const server = createServer((req, res) => {
  if (req.url === '/__memory') {
    sample();
    const reading = {
      peakRssMb: peakRss / MB,
      peakHeapMb: peakHeap / MB,
      rssMb: process.memoryUsage().rss / MB,
    };
    peakRss = 0;
    peakHeap = 0;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reading));
    return;
  }
  app(req, res);
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

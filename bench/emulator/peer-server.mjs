// Starts the @firestore-emulator/server npm package (the comparison peer) on the port given as argv[2].
import { FirestoreServer } from '@firestore-emulator/server';

const port = Number(process.argv[2]);
const server = new FirestoreServer();
await server.start(port);
process.stdout.write(`READY 127.0.0.1:${port}\n`);
process.on('SIGTERM', () => {
  server.stop();
  process.exit(0);
});

// Each test of a lane marks it busy while it runs, and waits its turn while another lane fans out
// (support/fan-out.ts).
import { afterEach, beforeEach } from 'vitest';
import { markIdle, takeTurn } from './fan-out';

beforeEach(takeTurn, 600_000);
afterEach(markIdle);

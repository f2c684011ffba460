import { afterEach, describe, expect, it } from 'vitest';
import { EmulatorError, Status } from '../../src/core/errors.js';
import { TransactionManager } from '../../src/core/transactions.js';

describe('transaction locks (wound-wait)', () => {
  const managers: TransactionManager[] = [];
  const manager = () => {
    const m = new TransactionManager();
    managers.push(m);
    return m;
  };
  afterEach(() => {
    for (const m of managers.splice(0)) m.dispose();
  });

  it('a younger transaction waits for an older one', async () => {
    const m = manager();
    const older = m.begin({ readOnly: false });
    const younger = m.begin({ readOnly: false });
    await m.lock(older, 'c/a');
    let granted = false;
    const waiting = m.lock(younger, 'c/a').then(() => {
      granted = true;
    });
    await Promise.resolve();
    expect(granted).toBe(false);
    m.finish(older);
    await waiting;
    expect(granted).toBe(true);
  });

  it('an older transaction wounds a younger holder, which then gets ABORTED', async () => {
    const m = manager();
    const older = m.begin({ readOnly: false });
    const younger = m.begin({ readOnly: false });
    await m.lock(younger, 'c/a');
    await m.lock(older, 'c/a');
    expect(() => m.get(younger.id)).toThrow(EmulatorError);
    try {
      m.get(younger.id);
    } catch (error) {
      expect((error as EmulatorError).code).toBe(Status.ABORTED);
    }
  });

  it('a retry keeps the priority of the transaction it retries', () => {
    const m = manager();
    const first = m.begin({ readOnly: false });
    m.begin({ readOnly: false });
    const retry = m.begin({ readOnly: false, retryOf: first.id });
    expect(retry.priority).toBe(first.priority);
  });
});

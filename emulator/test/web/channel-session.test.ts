import type * as http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ChannelSession } from '../../src/webchannel/session.js';

const timings = { keepAliveMs: 60_000, idleMs: 60_000, longPollMs: 60_000 };

/** Collects what the session writes to a backchannel response. */
function fakeResponse(): { res: http.ServerResponse; written: () => string } {
  let text = '';
  const res = {
    write: (data: string) => {
      text += data;
      return true;
    },
    end: () => undefined,
    on: () => res,
  } as unknown as http.ServerResponse;
  return { res, written: () => text };
}

describe('WebChannel session outbox', () => {
  it('never drops arrays not yet sent, however many are queued before the backchannel attaches', async () => {
    const session = new ChannelSession(timings, () => {});
    // More than the session retains: a listener whose first answer holds over 10,000 documents.
    for (let n = 1; n <= 12_000; n++) session.push(['change', n]);
    await Promise.resolve();
    const { res, written } = fakeResponse();
    session.attachBackchannel(res, 0, false);
    const text = written();
    expect(text).toContain('[1,["change",1]]');
    expect(text).toContain('[12000,["change",12000]]');
    session.close();
  });

  it('drops the oldest arrays already sent once more than it retains are outstanding', async () => {
    const session = new ChannelSession(timings, () => {});
    const first = fakeResponse();
    session.attachBackchannel(first.res, 0, false);
    for (let n = 1; n <= 10_500; n++) session.push(['change', n]);
    await Promise.resolve();
    session.push(['change', 10_501]);
    await Promise.resolve();
    // Reconnecting with nothing acknowledged resends what is retained: the newest 10,000.
    const second = fakeResponse();
    session.attachBackchannel(second.res, 0, false);
    expect(second.written()).not.toContain('["change",1]]');
    expect(second.written()).toContain('["change",10501]]');
    session.close();
  });
});

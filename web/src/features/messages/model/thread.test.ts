import type { Message } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './thread';

const message = (id: string, sentAt: string): Message => ({
  _id: id,
  content: id,
  senderModel: 'student',
  sentAt,
});

describe('mergeMessages', () => {
  it('adds a sent message the listener has not delivered yet, in time order', () => {
    const live = [message('a', '2026-03-10T06:00:00.000Z'), message('c', '2026-03-10T06:02:00.000Z')];
    const sent = [message('b', '2026-03-10T06:01:00.000Z')];
    expect(mergeMessages(live, sent).map((m) => m._id)).toEqual(['a', 'b', 'c']);
  });

  it('shows a message once when the listener has it too', () => {
    const live = [message('a', '2026-03-10T06:00:00.000Z')];
    expect(mergeMessages(live, [message('a', '2026-03-10T06:00:00.000Z')])).toEqual(live);
  });
});

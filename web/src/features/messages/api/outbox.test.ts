import { LOCAL_STORAGE_KEYS, type Message } from '@appointments/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';

const sendMessage = vi.fn<(payload: unknown) => Promise<Message>>();
vi.mock('./messages-api', () => ({ sendMessage: (payload: unknown) => sendMessage(payload) }));

const { flushOutbox, queueMessage } = await import('./outbox');

const sent = {
  _id: 'm1',
  content: 'Hello',
  senderModel: 'student',
  sentAt: '2026-11-29T10:00:00.000Z',
} as Message;

function queueHello(clientMessageId: string) {
  queueMessage({
    clientMessageId,
    content: 'Hello',
    receiver: 'teacher-1',
    receiverModel: 'teacher',
    senderId: 'student-1',
    senderModel: 'student',
  });
}

const waiting = () => JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.outbox) ?? '[]') as unknown[];

describe('the outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sendMessage.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again on its own after a send with no answer while the device says it is online', async () => {
    queueHello('c-1');
    sendMessage.mockRejectedValueOnce(new ApiRequestError('No answer', 0)).mockResolvedValueOnce(sent);

    await flushOutbox('student-1');
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(waiting()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(sendMessage).toHaveBeenCalledTimes(2);
    expect(waiting()).toHaveLength(0);
  });

  it('drops a message the server refuses, without trying it again', async () => {
    queueHello('c-2');
    sendMessage.mockRejectedValueOnce(new ApiRequestError('The contact has left', 404));

    await flushOutbox('student-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(waiting()).toHaveLength(0);
  });

  it('leaves the next try to the online event while the device is offline', async () => {
    queueHello('c-3');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sendMessage.mockImplementationOnce(async () => {
      onLine.mockReturnValue(false);
      throw new ApiRequestError('No answer', 0);
    });

    await flushOutbox('student-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(waiting()).toHaveLength(1);
  });
});

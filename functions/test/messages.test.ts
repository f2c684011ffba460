import { apiErrorMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { conversationRef } from '../src/data/conversations';
import { markThreadRead, readThread, sendMessage } from '../src/services/messages';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

const student = { uid: 's1', role: 'student' } as const;
const teacher = { uid: 't1', role: 'teacher' } as const;

describe('sending messages', () => {
  it('stores the message in the pair conversation, and both sides read the same thread in order', async () => {
    await addStudent('s1');
    await addTeacher('t1');

    const first = await sendMessage(
      student,
      { content: 'Is Monday fine?', receiver: 't1', receiverModel: 'teacher' },
      testNow,
    );
    await sendMessage(teacher, { content: 'Yes', receiver: 's1', receiverModel: 'student' }, hoursAfter(1));

    expect(first).toMatchObject({
      content: 'Is Monday fine?',
      senderModel: 'student',
      sentAt: testNow.toISOString(),
    });
    const seenByStudent = await readThread(student, 't1');
    expect(seenByStudent.map((message) => message.content)).toEqual(['Is Monday fine?', 'Yes']);
    expect(await readThread(teacher, 's1')).toEqual(seenByStudent);
    const conversation = await conversationRef('s1', 't1').get();
    expect(conversation.get('lastMessage')).toBe('Yes');
    expect(conversation.get('unreadMail.student.pending')).toBe(true);
  });

  it('stores a message sent twice with the same clientMessageId once, and answers both sends with it', async () => {
    await addStudent('s1');
    await addTeacher('t1');
    const payload = {
      content: 'Typed on the bus',
      receiver: 't1',
      receiverModel: 'teacher',
      clientMessageId: '0b6f3c1e-5d2a-4a8e-9c11-7f2b8e4d9a60',
    } as const;

    const first = await sendMessage(student, payload, testNow);
    const again = await sendMessage(student, payload, hoursAfter(1));
    await sendMessage(student, { ...payload, clientMessageId: undefined }, hoursAfter(2));

    expect(again).toEqual(first);
    const thread = await readThread(student, 't1');
    expect(thread.map((message) => message.content)).toEqual(['Typed on the bus', 'Typed on the bus']);
    expect(thread.filter((message) => message._id === first._id)).toHaveLength(1);
  });

  it('refuses a message to the same side', async () => {
    await addStudent('s1');
    await addStudent('s2');
    const error = await refusal(
      sendMessage(student, { content: 'Hi', receiver: 's2', receiverModel: 'student' }, testNow),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(apiErrorMessages.messagePartnerInvalid);
  });

  it('refuses a contact who is not approved', async () => {
    await addStudent('s1');
    await addTeacher('t1', { isApproved: false });
    const error = await refusal(
      sendMessage(student, { content: 'Hi', receiver: 't1', receiverModel: 'teacher' }, testNow),
    );
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.contactNotFound);
  });
});

describe('reading a thread', () => {
  it("records when the reader's side read it", async () => {
    await addStudent('s1');
    await addTeacher('t1');
    await sendMessage(student, { content: 'Hello', receiver: 't1', receiverModel: 'teacher' }, testNow);

    await markThreadRead(teacher, 's1', hoursAfter(2));

    const readAt = (await conversationRef('s1', 't1').get()).get('readAt.teacher');
    expect(readAt.toDate()).toEqual(hoursAfter(2));
  });

  it('is a no-op when the pair has no conversation yet', async () => {
    await markThreadRead(student, 't1', testNow);
    expect((await conversationRef('s1', 't1').get()).exists).toBe(false);
    expect(await readThread(student, 't1')).toEqual([]);
  });
});

import { apiErrorMessages, validationMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';

interface MessageBody {
  content: string;
  senderModel: string;
}

describe('messages', () => {
  it('lists contacts of the other role and carries a conversation both ways, in order', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Prof Chat', subject: 'History' });
    const student = await signedInAccount('student', { name: 'Chatty Student' });

    const teachers = await callApi<Array<{ _id: string; subject?: string }>>('/teacher/list', {
      token: student.token,
    });
    expect(teachers.body.data?.find((c) => c._id === teacher.uid)?.subject).toBe('History');
    const students = await callApi<Array<{ _id: string; subject?: string }>>('/student/list', {
      token: teacher.token,
    });
    const contact = students.body.data?.find((c) => c._id === student.uid);
    expect(contact).toBeDefined();
    expect(contact?.subject).toBeUndefined();

    const first = await callApi('/message/send', {
      token: student.token,
      body: { content: '  Hello, sir  ', receiver: teacher.uid, receiverModel: 'teacher' },
    });
    expect(first.status).toBe(201);
    await callApi('/message/send', {
      token: teacher.token,
      body: { content: 'Hello! मिलते हैं 👋', receiver: student.uid, receiverModel: 'student' },
    });

    const fromStudent = await callApi<MessageBody[]>(`/message/thread/${teacher.uid}`, {
      token: student.token,
    });
    const fromTeacher = await callApi<MessageBody[]>(`/message/thread/${student.uid}`, {
      token: teacher.token,
    });
    const expected = [
      { content: 'Hello, sir', senderModel: 'student' },
      { content: 'Hello! मिलते हैं 👋', senderModel: 'teacher' },
    ];
    expect(fromStudent.body.data?.map(({ content, senderModel }) => ({ content, senderModel }))).toEqual(
      expected,
    );
    expect(fromTeacher.body.data?.map(({ content, senderModel }) => ({ content, senderModel }))).toEqual(
      expected,
    );
  });

  it('refuses empty, overlong and same-role messages', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const other = await signedInAccount('student');
    const send = (content: string, receiver: string, receiverModel: string) =>
      callApi('/message/send', { token: student.token, body: { content, receiver, receiverModel } });

    const empty = await send('   ', teacher.uid, 'teacher');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(validationMessages.messageRequired);
    const long = await send('x'.repeat(2001), teacher.uid, 'teacher');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(validationMessages.messageTooLong);
    const sameRole = await send('hi', other.uid, 'student');
    expect(sameRole.status).toBe(400);
    expect(sameRole.body.message).toBe(apiErrorMessages.messagePartnerInvalid);
    const unknown = await send('hi', 'nobody', 'teacher');
    expect(unknown.status).toBe(404);
  });
});

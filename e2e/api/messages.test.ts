import {
  apiErrorMessages,
  CONTACT_SEARCH_LIMIT,
  SEARCH_TERM_MAX_LENGTH,
  validationMessages,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';

interface MessageBody {
  content: string;
  senderModel: string;
}

describe('messages', () => {
  it('finds contacts of the other role by search and carries a conversation both ways, in order', async () => {
    const tag = Date.now().toString(36);
    const teacher = await signedInAccount('teacher', { name: `Prof Chàt ${tag}`, subject: 'History' });
    const student = await signedInAccount('student', { name: `Chatty Student ${tag}` });

    // Accents and case folded; a page of matches, never every account.
    const teachers = await callApi<Array<{ _id: string; subject?: string }>>(
      `/teacher/list?search=${encodeURIComponent(`PROF CHAT ${tag}`)}`,
      { token: student.token },
    );
    expect(teachers.body.data?.map((c) => [c._id, c.subject])).toEqual([[teacher.uid, 'History']]);
    const students = await callApi<Array<{ _id: string; subject?: string }>>(
      `/student/list?search=${encodeURIComponent(`chatty student ${tag}`)}`,
      { token: teacher.token },
    );
    expect(students.body.data?.map((c) => c._id)).toEqual([student.uid]);
    expect(students.body.data?.[0]?.subject).toBeUndefined();
    const page = await callApi<unknown[]>('/student/list', { token: teacher.token });
    expect(page.body.data?.length).toBeLessThanOrEqual(CONTACT_SEARCH_LIMIT);
    const overlong = await callApi(`/teacher/list?search=${'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1)}`, {
      token: student.token,
    });
    expect(overlong.status).toBe(400);
    expect(overlong.body.message).toBe(validationMessages.searchTooLong);

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

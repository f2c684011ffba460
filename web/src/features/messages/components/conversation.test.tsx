import { type Message, messagesTexts, validationMessages } from '@appointments/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { meera, message } from '../test/fixtures';
import { Conversation, type ConversationProps } from './conversation';

// 10 March 2026, 12:00 PM in Kolkata.
const NOW = new Date('2026-03-10T06:30:00Z');

function renderConversation(overrides: Partial<ConversationProps> = {}) {
  const props: ConversationProps = {
    contact: meera,
    ownModel: 'student',
    messages: [],
    loading: false,
    now: NOW,
    onSend: vi.fn(async () => {}),
    onBack: vi.fn(),
    ...overrides,
  };
  const view = renderWithRouter(<Conversation {...props} />);
  return { ...view, props };
}

const thread = () => screen.getByRole('log', { name: messagesTexts.conversationLabel(meera.name) });

describe('Conversation', () => {
  it('invites the first message when the thread is empty', () => {
    renderConversation();
    expect(screen.getByRole('heading', { level: 2, name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Algebra')).toBeInTheDocument();
    expect(within(thread()).getByText(messagesTexts.startConversation)).toBeInTheDocument();
  });

  it("puts the user's own messages on the right and the contact's on the left", () => {
    renderConversation({
      messages: [
        message('m1', 'teacher', '2026-03-10T04:00:00Z', 'Hello, how can I help?'),
        message('m2', 'student', '2026-03-10T04:05:00Z', 'A question on matrices'),
      ],
    });
    const items = within(thread()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['false', 'true']);
    expect(items[0]?.textContent).toContain('Meera Iyer: Hello, how can I help?');
    expect(items[1]?.textContent).toContain('You: A question on matrices');
  });

  it('shows the time alone under 24 hours and the short date and time after, in Kolkata', () => {
    renderConversation({
      messages: [
        // 25 hours before NOW: 9 March, 11:00 AM IST.
        message('old', 'teacher', '2026-03-09T05:30:00Z'),
        // 23 hours 59 minutes before NOW: 9 March, 12:01 PM IST, still time only.
        message('almost-a-day', 'student', '2026-03-09T06:31:00Z'),
        // 18:45 UTC on 9 March is already 12:15 AM on 10 March in Kolkata.
        message('midnight', 'teacher', '2026-03-09T18:45:00Z'),
      ],
    });
    const times = within(thread())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.textContent);
    expect(times).toEqual(['9 Mar 2026, 11:00 AM', '12:01 PM', '12:15 AM']);
    expect(thread().querySelector('time')?.getAttribute('datetime')).toBe('2026-03-09T05:30:00Z');
  });

  it('scrolls to the newest message when one arrives', () => {
    let receive: (arrived: Message) => void = () => {};
    function LiveThread() {
      const [messages, setMessages] = useState([message('m1', 'teacher', '2026-03-10T04:00:00Z')]);
      receive = (arrived) => setMessages((current) => [...current, arrived]);
      return (
        <Conversation
          contact={meera}
          ownModel="student"
          messages={messages}
          loading={false}
          now={NOW}
          onSend={async () => {}}
          onBack={() => {}}
        />
      );
    }
    renderWithRouter(<LiveThread />);
    Object.defineProperty(thread(), 'scrollHeight', { configurable: true, value: 900 });
    thread().scrollTop = 0;
    act(() => receive(message('m2', 'teacher', '2026-03-10T04:01:00Z')));
    expect(thread().scrollTop).toBe(900);
  });

  it('sends the trimmed text and empties the box', async () => {
    const { props } = renderConversation();
    const box = screen.getByRole('textbox', { name: messagesTexts.messageLabel });
    expect(box.hasAttribute('required')).toBe(true);
    expect(box.getAttribute('placeholder')).toBe('Type a message');
    await userEvent.type(box, '  See you at 3  ');
    await userEvent.click(screen.getByRole('button', { name: messagesTexts.send }));
    expect(props.onSend).toHaveBeenCalledWith('See you at 3');
    expect(box).toHaveProperty('value', '');
  });

  it('refuses a blank message with the message rule', async () => {
    const { props } = renderConversation();
    await userEvent.type(screen.getByRole('textbox', { name: messagesTexts.messageLabel }), '   ');
    await userEvent.click(screen.getByRole('button', { name: messagesTexts.send }));
    expect(props.onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.messageRequired);
  });

  it('says so when a send fails and keeps the typed text', async () => {
    renderConversation({ onSend: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const box = screen.getByRole('textbox', { name: messagesTexts.messageLabel });
    await userEvent.type(box, 'Can we meet tomorrow?');
    await userEvent.click(screen.getByRole('button', { name: messagesTexts.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(messagesTexts.sendFailedKept);
    expect(box).toHaveProperty('value', 'Can we meet tomorrow?');
  });

  it('goes back to the contact list', async () => {
    const { props } = renderConversation();
    await userEvent.click(screen.getByRole('button', { name: messagesTexts.backToContacts }));
    expect(props.onBack).toHaveBeenCalled();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api-client';
import { parseForm } from './form-errors';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().toLowerCase().email('Enter a valid email'),
});
type Values = { name: string; email: string };
type Payload = z.output<typeof schema>;

function TestForm(props: Partial<SchemaFormOptions<Values, Payload>>) {
  const form = useSchemaForm<Values, Payload>({
    initial: { name: '', email: '' },
    // As the auth forms do: the schema arrives with the first submit.
    check: async (values) => parseForm(schema, values),
    send: async () => {},
    ...props,
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit}>
      {(['name', 'email'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={field}>{field}</label>
          <input
            id={field}
            name={field}
            value={form.values[field]}
            onChange={(event) => form.set(field, event.target.value)}
          />
          {form.errors[field] && <span>{form.errors[field]}</span>}
        </div>
      ))}
      {form.failure && <p role="alert">{form.failure}</p>}
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const button = () => screen.getByRole('button') as HTMLButtonElement;

describe('useSchemaForm', () => {
  it("shows each field's message from the schema, focuses the first and sends nothing", async () => {
    const send = vi.fn(async () => {});
    render(<TestForm send={send} />);
    await userEvent.type(field('email'), 'not-an-address');
    await userEvent.click(button());
    expect(await screen.findByText('Name is required')).toBeInstanceOf(HTMLSpanElement);
    expect(screen.getByText('Enter a valid email').tagName).toBe('SPAN');
    expect(document.activeElement).toBe(field('name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the parsed payload, busy until the answer, and the messages go', async () => {
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<TestForm send={send} />);
    await userEvent.click(button());
    expect(await screen.findByText('Name is required')).toBeInstanceOf(HTMLSpanElement);
    await userEvent.type(field('name'), ' Asha ');
    await userEvent.type(field('email'), 'Asha@College.EDU');
    await userEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Saving...'));
    expect(button().disabled).toBe(true);
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(send).toHaveBeenCalledWith(
      { name: 'Asha', email: 'asha@college.edu' },
      { name: ' Asha ', email: 'Asha@College.EDU' },
    );
    answer();
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(button().textContent).toBe('Save');
    expect(field('name').value).toBe(' Asha ');
  });

  it("puts the server's field messages next to their fields and keeps its text", async () => {
    const onFailure = vi.fn();
    const refused = new ApiRequestError('Validation failed', 400, { email: 'Email already registered' });
    render(<TestForm send={() => Promise.reject(refused)} onFailure={onFailure} />);
    await userEvent.type(field('name'), 'Asha');
    await userEvent.type(field('email'), 'asha@college.edu');
    await userEvent.click(button());
    expect(await screen.findByText('Email already registered')).toBeInstanceOf(HTMLSpanElement);
    expect(screen.getByRole('alert').textContent).toBe('Validation failed');
    expect(document.activeElement).toBe(field('email'));
    expect(onFailure).toHaveBeenCalledWith(refused);
    expect(button().disabled).toBe(false);
  });

  it('a form that leaves once sent keeps its button busy; one that stays takes its values after sending', async () => {
    const { unmount } = render(<TestForm leavesWhenSent initial={{ name: 'Asha', email: 'a@b.co' }} />);
    await userEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Saving...'));
    expect(button().disabled).toBe(true);
    unmount();

    render(
      <TestForm initial={{ name: 'Asha', email: 'a@b.co' }} afterSend={() => ({ name: '', email: '' })} />,
    );
    await userEvent.click(button());
    await waitFor(() => expect(field('name').value).toBe(''));
    expect(field('email').value).toBe('');
    expect(button().disabled).toBe(false);
  });

  it("clears a field's message as it changes when asked, and keeps it otherwise", async () => {
    const { unmount } = render(<TestForm clearErrorOnChange />);
    await userEvent.click(button());
    expect(await screen.findByText('Name is required')).toBeInstanceOf(HTMLSpanElement);
    await userEvent.type(field('name'), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Enter a valid email').tagName).toBe('SPAN');
    unmount();

    render(<TestForm />);
    await userEvent.click(button());
    expect(await screen.findByText('Name is required')).toBeInstanceOf(HTMLSpanElement);
    await userEvent.type(field('name'), 'A');
    expect(screen.getByText('Name is required').tagName).toBe('SPAN');
  });

  it('hands refused values to onInvalid instead of focusing', async () => {
    const onInvalid = vi.fn();
    render(<TestForm onInvalid={onInvalid} />);
    await userEvent.click(button());
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith(
        { name: 'Name is required', email: 'Enter a valid email' },
        screen.getByRole('button').closest('form'),
        'check',
      ),
    );
    expect(document.activeElement).toBe(button());
  });
});

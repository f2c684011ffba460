import {
  apiErrorMessages,
  CREDENTIALS_BANNER_MS,
  successMessages,
  validationMessages,
} from '@appointments/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithUi } from '../../../../test/render';
import { AddTeacherForm } from './add-teacher-form';

afterEach(() => vi.useRealTimers());

function renderForm(createTeacher = vi.fn(async () => ({}))) {
  renderWithUi(<AddTeacherForm createTeacher={createTeacher} />);
  return createTeacher;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: /Add Teacher|Adding Teacher/ }) as HTMLButtonElement;

function fillValid() {
  type('Full Name', 'Meera Iyer');
  type('Email Address', 'Meera.Iyer@College.edu');
  type('Password', 'Secret#123');
  type('Phone Number (optional)', '+91 98765-43210');
  fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'Physics' } });
  type('Subject/Specialization', 'Optics');
}

describe('Add New Teacher', () => {
  it('offers every field and the twelve departments', () => {
    renderForm();
    for (const label of [
      'Full Name',
      'Email Address',
      'Password',
      'Phone Number (optional)',
      'Subject/Specialization',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const options = [...(screen.getByLabelText('Department') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(options).toEqual([
      'Select department',
      'Computer Science',
      'Mathematics',
      'Physics',
      'Chemistry',
      'Biology',
      'English',
      'History',
      'Economics',
      'Psychology',
      'Engineering',
      'Business',
      'Other',
    ]);
  });

  it('shows every required message on submit and stays disabled until they are fixed', () => {
    const createTeacher = renderForm();
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    for (const message of [
      validationMessages.nameRequired,
      validationMessages.emailRequired,
      validationMessages.passwordRequired,
      validationMessages.departmentRequired,
      validationMessages.subjectRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(submit().disabled).toBe(true);
    expect(createTeacher).not.toHaveBeenCalled();
    fillValid();
    expect(submit().disabled).toBe(false);
  });

  it('checks each field as it is typed, with the server schema messages', () => {
    renderForm();
    type('Full Name', 'A');
    expect(screen.getByText(validationMessages.nameTooShort)).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
    type('Email Address', 'not-an-email');
    expect(screen.getByText(validationMessages.emailInvalidAddress)).toBeInTheDocument();
    type('Password', 'short');
    expect(screen.getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    type('Phone Number (optional)', '0123');
    expect(screen.getByText(validationMessages.phoneInvalid)).toBeInTheDocument();
    type('Phone Number (optional)', '');
    expect(screen.queryByText(validationMessages.phoneInvalid)).toBeNull();
  });

  it('rates the password from Very Weak to Very Strong', () => {
    renderForm();
    const cases: Array<[string, string]> = [
      [' ', 'Very Weak'],
      ['!', 'Weak'],
      ['ab1', 'Fair'],
      ['abc1X', 'Good'],
      ['abcdefg1X', 'Strong'],
      ['abcdefg1X!', 'Very Strong'],
    ];
    for (const [password, label] of cases) {
      type('Password', password);
      expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
    }
  });

  it("generates a 12-character password with 'Secure password generated!'", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a secure password' }));
    expect(field('Password').value).toMatch(/^[A-Za-z0-9@#$%]{12}$/);
    expect(screen.getByText('Password strength: Very Strong')).toBeInTheDocument();
    expect(await screen.findByText(successMessages.passwordGenerated)).toBeInTheDocument();
  });

  it('sends the parsed payload, then shows the success banner and the credentials for 5 seconds', async () => {
    const createTeacher = renderForm();
    fillValid();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(createTeacher).toHaveBeenCalledWith({
      name: 'Meera Iyer',
      email: 'meera.iyer@college.edu',
      password: 'Secret#123',
      phone: '+919876543210',
      department: 'Physics',
      subject: 'Optics',
    });
    // The success banner (a Notice: its text sits beside its icon, inside the status region).
    expect(
      screen.getAllByRole('status').some((region) => region.textContent === successMessages.teacherAdded),
    ).toBe(true);
    expect(screen.getByTestId('credentials-email').textContent).toBe('meera.iyer@college.edu');
    expect(screen.getByTestId('credentials-password').textContent).toBe('Secret#123');
    expect(field('Full Name').value).toBe('');
    act(() => vi.advanceTimersByTime(CREDENTIALS_BANNER_MS - 100));
    expect(screen.queryByTestId('credentials-password')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('credentials-password')).toBeNull();
    // The success banner (a Notice: its text sits beside its icon, inside the status region).
    expect(
      screen.getAllByRole('status').some((region) => region.textContent === successMessages.teacherAdded),
    ).toBe(true);
  });

  it("shows the server's refusal as a toast and beside the field", async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiRequestError(apiErrorMessages.emailTaken, 409, { email: apiErrorMessages.emailTaken });
      }),
    );
    fillValid();
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getAllByText(apiErrorMessages.emailTaken)).toHaveLength(2));
    expect(submit().disabled).toBe(true);
    type('Email Address', 'other@college.edu');
    expect(submit().disabled).toBe(false);
  });

  it("falls back to 'Failed to add teacher'", async () => {
    renderForm(
      vi.fn(async () => {
        throw new Error('');
      }),
    );
    fillValid();
    fireEvent.click(submit());
    expect(await screen.findByText('Failed to add teacher')).toBeInTheDocument();
  });
});

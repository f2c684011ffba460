import {
  profileTexts,
  type StudentProfileUpdate,
  studentProfileTexts,
  validationMessages,
} from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { fileOf, student } from '../test/fixtures';
import { StudentProfileScreen } from './student-profile-screen';

const NOW = new Date('2026-03-10T06:30:00Z');

const asha = student({
  course: 'B.Sc. Physics',
  year: 2,
  cgpa: 8.5,
  dateOfBirth: '2005-03-01',
  subjectsOfInterest: ['Optics', 'Lasers'],
  careerGoals: ['Research'],
  socialLinks: { linkedin: 'https://linkedin.com/in/asha', github: '' },
});

function renderScreen({
  onSave = vi.fn(async (_update: StudentProfileUpdate) => {}),
  onUpload = vi.fn(async (_file: File) => {}),
} = {}) {
  renderWithRouter(<StudentProfileScreen student={asha} now={NOW} onSave={onSave} onUpload={onUpload} />);
  return { onSave, onUpload };
}

const section = (name: string) => screen.getByRole('region', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('Student profile', () => {
  it('shows every section and side panel in view mode', () => {
    renderScreen();
    const personal = section(profileTexts.personalInformation);
    expect(within(personal).getByText('asha@college.test')).toBeInTheDocument();
    expect(within(personal).getByText(profileTexts.emailNote)).toBeInTheDocument();
    // A birthday is a calendar date: the same day in every zone.
    expect(within(personal).getByText('1 Mar 2005')).toBeInTheDocument();
    const academic = section(profileTexts.academicInformation);
    expect(within(academic).getByText('2nd Year')).toBeInTheDocument();
    expect(
      within(within(academic).getByRole('list', { name: 'Subjects of Interest' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(section(profileTexts.aboutMe)).toBeInTheDocument();
    const info = section(studentProfileTexts.academicInfo);
    expect(within(info).getByText('8.5')).toBeInTheDocument();
    expect(within(info).getByText('1 Jul 2025')).toBeInTheDocument();
    expect(within(section(studentProfileTexts.careerGoals)).getByText('Research')).toBeInTheDocument();
    expect(
      within(section(profileTexts.socialLinks)).getByRole('link', { name: 'https://linkedin.com/in/asha' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('edits with a read-only email, a 1st to 4th Year select and a CGPA of step 0.01', async () => {
    renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    const email = screen.getByLabelText(profileTexts.email);
    expect(email).toHaveProperty('readOnly', true);
    expect(email.getAttribute('aria-describedby')).toContain('hint');
    const year = screen.getByLabelText(studentProfileTexts.year);
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select year', '1st Year', '2nd Year', '3rd Year', '4th Year']);
    const cgpa = screen.getByLabelText(studentProfileTexts.cgpa);
    expect([cgpa.getAttribute('step'), cgpa.getAttribute('min'), cgpa.getAttribute('max')]).toEqual([
      '0.01',
      '0',
      '10',
    ]);
    expect(screen.getByLabelText(studentProfileTexts.subjectsOfInterest)).toHaveProperty(
      'value',
      'Optics, Lasers',
    );
  });

  it('Cancel restores the last saved data', async () => {
    const { onSave } = renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    const course = screen.getByLabelText(studentProfileTexts.course);
    await userEvent.clear(course);
    await userEvent.type(course, 'Something else');
    await userEvent.click(button(profileTexts.cancel));
    expect(within(section(profileTexts.academicInformation)).getByText('B.Sc. Physics')).toBeInTheDocument();
    await userEvent.click(button(profileTexts.editProfile));
    expect(screen.getByLabelText(studentProfileTexts.course)).toHaveProperty('value', 'B.Sc. Physics');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps an invalid form in edit mode with each field message, focusing the first', async () => {
    const { onSave } = renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    const cgpa = screen.getByLabelText(studentProfileTexts.cgpa);
    await userEvent.clear(cgpa);
    await userEvent.type(cgpa, '10.5');
    await userEvent.type(screen.getByLabelText(studentProfileTexts.github), 'github.com/asha');
    await userEvent.click(button(profileTexts.save));
    expect(screen.getByText(validationMessages.cgpaInvalid)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.urlInvalid)).toBeInTheDocument();
    expect(cgpa.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(cgpa));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves the whole edited profile, says 'Saving...' meanwhile and returns to view", async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(
      (_update: StudentProfileUpdate) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderScreen({ onSave });
    await userEvent.click(button(profileTexts.editProfile));
    await userEvent.selectOptions(screen.getByLabelText(studentProfileTexts.year), '3');
    const goals = screen.getByRole('textbox', { name: studentProfileTexts.careerGoals });
    await userEvent.clear(goals);
    await userEvent.type(goals, 'Research, , Teaching');
    await userEvent.click(button(profileTexts.save));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'Asha Verma',
      profile: { year: 3, cgpa: 8.5, careerGoals: ['Research', 'Teaching'], course: 'B.Sc. Physics' },
    });
    expect(button(profileTexts.saving)).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: profileTexts.editProfile })).toBeInTheDocument();
  });

  it('stays in edit mode when saving fails', async () => {
    renderScreen({ onSave: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await userEvent.click(button(profileTexts.editProfile));
    await userEvent.click(button(profileTexts.save));
    expect(await screen.findByRole('button', { name: profileTexts.save })).toBeInTheDocument();
    expect(screen.getByLabelText(profileTexts.fullName)).toBeInTheDocument();
  });
});

describe('Profile picture', () => {
  const chooser = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

  it('refuses a file over 2 MB and one that is not an image, with the spec messages', async () => {
    const { onUpload } = renderScreen();
    expect(button(profileTexts.changePicture)).toBeInTheDocument();
    await userEvent.upload(chooser(), fileOf('big.png', 'image/png', 3 * 1024 * 1024), {
      applyAccept: false,
    });
    // Said twice: in a toast, and under the button where it stays.
    expect(await screen.findAllByText('Please select an image smaller than 2MB')).toHaveLength(2);
    await userEvent.upload(chooser(), fileOf('notes.txt', 'text/plain', 100), { applyAccept: false });
    expect(await screen.findAllByText('Please select an image file')).toHaveLength(2);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses an iPhone HEIC picture before the upload starts, naming the formats that work', async () => {
    const { onUpload } = renderScreen();
    await userEvent.upload(chooser(), fileOf('IMG_0042.HEIC', 'image/heic', 900_000), { applyAccept: false });
    expect(await screen.findAllByText(validationMessages.pictureHeicUnsupported)).toHaveLength(2);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads an image under 2 MB', async () => {
    const { onUpload } = renderScreen();
    const photo = fileOf('me.jpg', 'image/jpeg', 500_000);
    await userEvent.upload(chooser(), photo);
    expect(onUpload).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import {
  meetingPlaceErrors,
  meetingPlaceTexts,
  profileTexts,
  type TeacherProfileUpdate,
  teacherProfileTexts,
  validationMessages,
} from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { profileOfficeHoursTexts } from '../office-hours-texts';
import { teacher } from '../test/fixtures';
import { TeacherProfileScreen } from './teacher-profile-screen';

const meera = teacher(
  {
    experience: 7,
    designation: 'Associate Professor',
    qualification: ['PhD', 'M.Sc.'],
    researchInterests: ['Number theory'],
    officeHours: { days: ['Monday', 'Thursday'], startTime: '09:30', endTime: '17:00', location: 'Room 204' },
    socialLinks: { linkedin: '', website: 'https://meera.test' },
    phone: '+919800000000',
    employeeId: 'EMP-7',
  },
  { averageRating: 4.25, totalRatings: 4 },
);

const WEEKLY = ['Mon, Thu · 9:30 AM – 11:00 AM', 'Fri · 2:00 PM – 4:00 PM'];

function renderScreen(
  shown = meera,
  onSave = vi.fn(async (_update: TeacherProfileUpdate) => {}),
  weekly: readonly string[] | null | undefined = WEEKLY,
) {
  renderWithRouter(
    <TeacherProfileScreen
      teacher={shown}
      onSave={onSave}
      onUpload={async () => {}}
      weeklyOfficeHours={weekly}
    />,
  );
  return { onSave };
}

const section = (name: string) => screen.getByRole('region', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('Teacher profile', () => {
  it('shows the rating badge, the performance panel and every section in view mode', () => {
    renderScreen();
    expect(screen.getByRole('img', { name: 'Average rating 4.3 out of 5' })).toBeInTheDocument();
    const performance = section(teacherProfileTexts.performance);
    expect(within(performance).getByText('4.3')).toBeInTheDocument();
    expect(within(performance).getByText('4')).toBeInTheDocument();
    expect(within(performance).getByText('15 Jun 2024')).toBeInTheDocument();
    const personal = section(profileTexts.personalInformation);
    expect(within(personal).getByText('EMP-7')).toBeInTheDocument();
    expect(within(personal).getByText(profileTexts.emailNote)).toBeInTheDocument();
    const academic = section(profileTexts.academicInformation);
    expect(within(academic).getByText('Associate Professor')).toBeInTheDocument();
    expect(within(academic).getByText('M.Sc.')).toBeInTheDocument();
    const hours = section(teacherProfileTexts.officeHours);
    // The weekly office hours are the dashboard's: shown here as made there, with the way to change them.
    for (const line of WEEKLY) expect(within(hours).getByText(line)).toBeInTheDocument();
    expect(
      within(hours).getByRole('link', { name: profileOfficeHoursTexts.manage }).getAttribute('href'),
    ).toBe('/teacher/dashboard#updateAvailability');
    expect(within(hours).getByText('Room 204')).toBeInTheDocument();
    expect(
      within(section(teacherProfileTexts.researchInterests)).getByText('Number theory'),
    ).toBeInTheDocument();
    expect(
      within(section(profileTexts.socialLinks)).getByRole('link', { name: 'https://meera.test' }),
    ).toBeInTheDocument();
  });

  it("shows no badge and 'No rating' before anyone has rated", () => {
    renderScreen(teacher());
    expect(screen.queryByRole('img', { name: /Average rating/ })).toBeNull();
    expect(within(section(teacherProfileTexts.performance)).getByText('No rating')).toBeInTheDocument();
  });

  it('refuses experience that is not whole years and a website that is not a web address', async () => {
    const { onSave } = renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    const experience = screen.getByLabelText(teacherProfileTexts.experience);
    expect(experience.getAttribute('step')).toBe('1');
    await userEvent.clear(experience);
    await userEvent.type(experience, '2.5');
    const website = screen.getByLabelText(teacherProfileTexts.website);
    await userEvent.clear(website);
    await userEvent.type(website, 'meera.test');
    await userEvent.click(button(profileTexts.save));
    expect(screen.getByText(validationMessages.experienceInvalid)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.urlInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a meeting link that is not https on an accepted host, and saves a Zoom link', async () => {
    const { onSave } = renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    const link = screen.getByLabelText(meetingPlaceTexts.meetingLinkLabel);
    await userEvent.click(link);
    await userEvent.paste('http://evil.example');
    await userEvent.click(button(profileTexts.save));
    expect(screen.getByText(meetingPlaceErrors.linkNotHttps)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(link);
    await userEvent.paste('https://us02web.zoom.us/j/1');
    await userEvent.click(button(profileTexts.save));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0].profile.meetingLink).toBe('https://us02web.zoom.us/j/1');
  });

  it('says when no weekly office hours exist yet', () => {
    renderScreen(meera, undefined, []);
    expect(
      within(section(teacherProfileTexts.officeHours)).getByText(profileOfficeHoursTexts.none),
    ).toBeInTheDocument();
  });

  it('saves lists typed with commas and the office location, with no second set of office hours to edit', async () => {
    const { onSave } = renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    expect(screen.queryByLabelText(teacherProfileTexts.days)).toBeNull();
    expect(screen.queryByLabelText(teacherProfileTexts.startTime)).toBeNull();
    const qualifications = screen.getByLabelText(teacherProfileTexts.qualifications);
    await userEvent.clear(qualifications);
    await userEvent.type(qualifications, 'PhD,  M.Sc., ');
    const location = screen.getByLabelText(teacherProfileTexts.location);
    await userEvent.clear(location);
    await userEvent.type(location, 'Room 310');
    await userEvent.click(button(profileTexts.save));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'Meera Iyer',
      subject: 'Algebra',
      department: 'Mathematics',
      profile: {
        experience: 7,
        phone: '+919800000000',
        qualification: ['PhD', 'M.Sc.'],
        officeHours: { location: 'Room 310' },
      },
    });
  });

  it('Cancel restores the last saved data', async () => {
    renderScreen();
    await userEvent.click(button(profileTexts.editProfile));
    await userEvent.clear(screen.getByLabelText(teacherProfileTexts.designation));
    await userEvent.click(button(profileTexts.cancel));
    expect(
      within(section(profileTexts.academicInformation)).getByText('Associate Professor'),
    ).toBeInTheDocument();
  });
});

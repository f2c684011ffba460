import {
  apiErrorMessages,
  findTeachersTexts,
  nextBookableSlot,
  type TeacherCard,
} from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import type { TeacherFinder } from '../api/use-teacher-finder';
import { teacherCard } from '../test/fixtures';
import { FindTeachersSection } from './find-teachers-section';

const NOW = new Date('2026-03-10T06:30:00Z');

const teachers = [
  teacherCard({
    _id: 'meera',
    name: 'Meera Iyer',
    subject: 'Algebra',
    department: 'Mathematics',
    averageRating: 4.25,
    totalRatings: 4,
    totalSessions: 12,
    availableSlotsCount: 9,
    profile: { experience: 7 },
  }),
  teacherCard({
    _id: 'arjun',
    name: 'Arjun Rao',
    subject: 'Quantum Physics',
    department: 'Physics',
    availableSlotsCount: 1,
  }),
  teacherCard({ _id: 'divya', name: 'Divya Nair', subject: 'Calculus', department: 'Mathematics' }),
];

const listed = (cards: readonly TeacherCard[]) =>
  cards.map((teacher) => ({ card: teacher, nextFree: nextBookableSlot(teacher, NOW) }));

function finderOf(overrides: Partial<TeacherFinder> = {}): TeacherFinder {
  return {
    search: '',
    setSearch: vi.fn(),
    searched: '',
    department: '',
    setDepartment: vi.fn(),
    teachers: listed(teachers),
    departments: [
      { department: 'Mathematics', count: 2 },
      { department: 'Physics', count: 1 },
    ],
    total: 3,
    totalLoading: false,
    matching: 3,
    loading: false,
    hasMore: false,
    loadingMore: false,
    showMore: vi.fn(),
    updatedAt: NOW,
    refresh: vi.fn(),
    ...overrides,
  };
}

function renderSection(
  onBook = vi.fn(),
  onRate = vi.fn(),
  ratable: ReadonlySet<string> = new Set(['arjun']),
  finder: TeacherFinder = finderOf(),
) {
  renderWithRouter(
    <FindTeachersSection
      finder={finder}
      now={NOW}
      ratableTeacherIds={ratable}
      onRefresh={() => {}}
      onBook={onBook}
      onRate={onRate}
    />,
  );
  return { onBook, onRate, finder };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Find Teachers', () => {
  it('shows each card with rating, the stored slot count, and sessions and experience only when known', () => {
    renderSection();
    const meera = within(card('Meera Iyer'));
    expect(meera.getByText('MI')).toBeInTheDocument();
    expect(meera.getByText('4.3 (4 ratings)')).toBeInTheDocument();
    expect(meera.getByText('9 slots available')).toBeInTheDocument();
    expect(meera.getByText('12 sessions')).toBeInTheDocument();
    expect(meera.getByText('7 years experience')).toBeInTheDocument();
    expect(meera.getByRole('button', { name: findTeachersTexts.bookAppointment })).toBeInTheDocument();
    const arjun = within(card('Arjun Rao'));
    expect(arjun.getByText('No rating (0 ratings)')).toBeInTheDocument();
    expect(arjun.getByText('1 slot available')).toBeInTheDocument();
    // No empty facts: neither 'Experience: N/A' nor '0 sessions'.
    expect(arjun.queryByText(/Experience|experience/)).toBeNull();
    expect(arjun.queryByText(/session/)).toBeNull();
    expect(arjun.getByRole('button', { name: findTeachersTexts.bookAppointment })).toBeInTheDocument();
    const divya = within(card('Divya Nair'));
    expect(divya.getByText('No slots available')).toBeInTheDocument();
    expect(divya.getByRole('button', { name: findTeachersTexts.requestAppointment })).toBeInTheDocument();
  });

  it("holds the grid's shape while the first page loads, and no '(0)' before the count arrives", () => {
    renderSection(
      vi.fn(),
      vi.fn(),
      new Set(),
      finderOf({ teachers: [], loading: true, totalLoading: true, total: 0 }),
    );
    expect(screen.getByLabelText(findTeachersTexts.departmentLabel)).toHaveDisplayValue('All Departments');
    expect(screen.queryByText(findTeachersTexts.emptyTitle)).toBeNull();
    expect(document.querySelector('#findTeachers [aria-busy="true"]')).not.toBeNull();
  });

  it('lists each department with its count', () => {
    renderSection();
    const options = within(screen.getByLabelText(findTeachersTexts.departmentLabel))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All Departments (3)', 'Mathematics (2)', 'Physics (1)']);
  });

  it('passes the department and search on', async () => {
    const { finder } = renderSection();
    await userEvent.selectOptions(screen.getByLabelText(findTeachersTexts.departmentLabel), 'Mathematics');
    expect(finder.setDepartment).toHaveBeenCalledWith('Mathematics');
    await userEvent.type(screen.getByLabelText(findTeachersTexts.searchLabel), 'c');
    expect(finder.setSearch).toHaveBeenCalledWith('c');
  });

  it('says how many match the search, counting the pages not loaded yet, and offers the next page', async () => {
    const { finder } = renderSection(
      vi.fn(),
      vi.fn(),
      new Set(),
      finderOf({ search: 'calc', searched: 'calc', matching: 30, hasMore: true }),
    );
    expect(screen.getByText('Found 30 teachers matching "calc"')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 30 teachers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: findTeachersTexts.showMore }));
    expect(finder.showMore).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a search still being typed', () => {
    renderSection(vi.fn(), vi.fn(), new Set(), finderOf({ search: 'calcu', searched: 'calc', matching: 30 }));
    expect(screen.queryByText(/matching/)).toBeNull();
  });

  it('offers no next page when every match is shown', () => {
    renderSection();
    expect(screen.queryByRole('button', { name: findTeachersTexts.showMore })).toBeNull();
  });

  it('says when nothing matches', () => {
    renderSection(
      vi.fn(),
      vi.fn(),
      new Set(),
      finderOf({ search: 'biology', searched: 'biology', teachers: [], matching: 0 }),
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No teachers found for "biology"')).toBeInTheDocument();
    expect(screen.getByText(findTeachersTexts.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(findTeachersTexts.emptyHint)).toBeInTheDocument();
  });

  it('hands the chosen teacher to the booking and rating modals', async () => {
    const { onBook, onRate } = renderSection();
    await userEvent.click(
      within(card('Meera Iyer')).getByRole('button', { name: findTeachersTexts.bookAppointment }),
    );
    await userEvent.click(
      within(card('Arjun Rao')).getByRole('button', { name: findTeachersTexts.rateTeacher }),
    );
    expect(onBook).toHaveBeenCalledWith(teachers[0]);
    expect(onRate).toHaveBeenCalledWith(teachers[1]);
  });

  it('offers Rate Teacher only where the student has an approved session, and says why once for the list', () => {
    renderSection();
    expect(
      within(card('Arjun Rao')).getByRole('button', { name: findTeachersTexts.rateTeacher }),
    ).toBeInTheDocument();
    const meera = within(card('Meera Iyer'));
    expect(meera.queryByRole('button', { name: findTeachersTexts.rateTeacher })).toBeNull();
    expect(screen.getAllByText(apiErrorMessages.rateAfterSession)).toHaveLength(1);
    expect(meera.queryByText(apiErrorMessages.rateAfterSession)).toBeNull();
  });

  it('counts only the stored slot times still ahead, and says when the next one is (IST, 12-hour)', () => {
    const kiran = teacherCard({
      _id: 'kiran',
      name: 'Kiran Das',
      availableSlotsCount: 3,
      slotTimes: ['2026-03-10T06:00:00.000Z', '2026-03-10T06:30:00.000Z', '2026-03-11T06:00:00.000Z'],
    });
    renderSection(vi.fn(), vi.fn(), new Set(), finderOf({ teachers: listed([kiran, ...teachers]) }));
    const shown = within(card('Kiran Das'));
    expect(shown.getByText('1 slot available')).toBeInTheDocument();
    expect(shown.getByText('Next free: Wed 11 Mar, 11:30 AM')).toBeInTheDocument();
    expect(within(card('Divya Nair')).queryByText(/Next free/)).toBeNull();
  });
});

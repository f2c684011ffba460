// The long lists show their cards a page at a time ('Show more' loads the next); counts, search and filters
// cover every account (the list hook's counts); Approve All covers the students listed.
import { ACCOUNT_PAGE_SIZE, successMessages } from '@appointments/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { teacherPrivateFromData } from '../api/documents';
import { fakeList, studentTexts, teacherTexts } from '../testing/fake-lists';
import { student, teacher } from '../testing/fixtures';
import { PendingStudentsSection } from './pending-students-section';
import { StudentsSection } from './students-section';
import { TeachersSection } from './teachers-section';

const NOW = new Date('2025-03-03T09:00:00.000Z');

/** `count` accounts, newest first by index: account 0 is the newest. */
function createdAt(index: number): string {
  return new Date(Date.UTC(2025, 1, 1) - index * 60_000).toISOString();
}

// 60 students (a page and a bit): every third one pending, course 'Physics' for the multiples of 10.
const STUDENTS = Array.from({ length: 60 }, (_, i) =>
  student({
    _id: `s${i}`,
    name: `Student ${i}`,
    isApproved: i % 3 !== 0,
    createdAt: createdAt(i),
    profile: { course: i % 10 === 0 ? 'Physics' : 'History' },
  }),
);

const listCalls = () => ({
  setStatus: vi.fn(async () => {}),
  decide: vi.fn(),
  remove: vi.fn(async () => ({ name: '' })),
  exportCsv: vi.fn(async () => ({ fileName: 'x.csv', message: successMessages.studentsExported })),
});

const cardNames = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
const showMore = () => screen.queryByRole('button', { name: /^Show more/ });

function renderStudents() {
  renderWithUi(
    <StudentsSection
      useList={fakeList(STUDENTS, studentTexts, { updatedAt: NOW })}
      now={NOW}
      {...listCalls()}
    />,
  );
  // Closed, the section previews 5 rows; these tests are about the pages of an opened one.
  fireEvent.click(screen.getByRole('button', { name: 'Show all students' }));
}

// Rendering a hundred cards in the test DOM takes seconds, tens of seconds on a busy shared machine.
const SLOW = { timeout: 60_000 };

describe('Student management, paged', SLOW, () => {
  it('renders the first page of cards, newest first, with exact counts over every student', () => {
    renderStudents();
    expect(ACCOUNT_PAGE_SIZE).toBe(50);
    expect(cardNames()).toEqual(STUDENTS.slice(0, 50).map((s) => s.name));
    // 'shown of total': the cards on screen, of every student.
    expect(screen.getByText('50 of 60 students')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status (60)', 'Active (40)', 'Pending (20)']);
  });

  it("shows the next page with 'Show more' until every card is shown", () => {
    renderStudents();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 not shown)' }));
    expect(cardNames()).toEqual(STUDENTS.map((s) => s.name));
    expect(screen.getByText('60 of 60 students')).toBeInTheDocument();
    expect(showMore()).toBeNull();
  });

  it('searches and filters every student, not only the rendered ones, and starts again at one page', () => {
    renderStudents();
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'physics' } });
    // Students 0, 10, …, 50: 50 is not among the cards rendered before the search.
    expect(cardNames()).toEqual(Array.from({ length: 6 }, (_, k) => `Student ${k * 10}`));
    expect(screen.getByText('6 of 60 students')).toBeInTheDocument();
    expect(showMore()).toBeNull();
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 not shown)' }));
    expect(cardNames()).toHaveLength(60);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    expect(cardNames()).toHaveLength(20);
    expect(screen.getByText('20 of 60 students')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    expect(cardNames()).toHaveLength(50);
  });

  it('keeps the pages shown when the live list changes', () => {
    const newcomer = student({ _id: 'new', name: 'Newcomer', createdAt: '2025-03-01T00:00:00.000Z' });
    // A live update from within, as a listener delivers one: the section stays mounted.
    function LiveStudents() {
      const [students, setStudents] = useState(STUDENTS);
      return (
        <>
          <button type="button" onClick={() => setStudents([newcomer, ...STUDENTS])}>
            deliver
          </button>
          <StudentsSection
            useList={fakeList(students, studentTexts, { updatedAt: NOW })}
            now={NOW}
            {...listCalls()}
          />
        </>
      );
    }
    renderWithUi(<LiveStudents />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all students' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 not shown)' }));
    expect(cardNames()).toHaveLength(60);
    fireEvent.click(screen.getByRole('button', { name: 'deliver' }));
    // Two pages were open: the newcomer joins them instead of the list folding back to one page.
    expect(cardNames()).toHaveLength(61);
    expect(cardNames()[0]).toBe('Newcomer');
    expect(showMore()).toBeNull();
  });

  it('says it is loading, with no counts, until the first page and the counts arrive', () => {
    renderWithUi(
      <StudentsSection
        useList={fakeList(STUDENTS, studentTexts, { loading: true })}
        now={NOW}
        {...listCalls()}
      />,
    );
    expect(cardNames()).toEqual([]);
    // No counts yet: '0 of 0 students' would not be true.
    expect(screen.queryByText(/of \d+ students/)).toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(showMore()).toBeNull();
  });
});

// 60 teachers, all public cards: the private parts come from the privateData map.
const TEACHERS = Array.from({ length: 60 }, (_, i) =>
  teacher({
    _id: `t${i}`,
    name: `Teacher ${i}`,
    createdAt: createdAt(i),
    department: i % 2 === 0 ? 'Physics' : 'Mathematics',
  }),
);

describe('Manage Teachers, paged', SLOW, () => {
  it('asks for the private parts of the rendered cards only, and shows them on the cards', () => {
    const onRendered = vi.fn();
    const privateData = { t0: teacherPrivateFromData({ phone: '+911234567890', lastLogin: null }) };
    renderWithUi(
      <TeachersSection
        useList={fakeList(TEACHERS, teacherTexts, { updatedAt: NOW })}
        privateData={privateData}
        onRendered={onRendered}
        now={NOW}
        {...listCalls()}
      />,
    );
    expect(cardNames()).toHaveLength(5);
    expect(onRendered).toHaveBeenLastCalledWith(TEACHERS.slice(0, 5).map((t) => t._id));
    fireEvent.click(screen.getByRole('button', { name: 'Show all teachers' }));
    expect(cardNames()).toHaveLength(50);
    expect(screen.getByText('50 of 60 teachers')).toBeInTheDocument();
    expect(onRendered).toHaveBeenLastCalledWith(TEACHERS.slice(0, 50).map((t) => t._id));
    const first = screen.getByRole('article', { name: 'Teacher 0' });
    expect(within(first).getByText('+911234567890')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 not shown)' }));
    expect(onRendered).toHaveBeenLastCalledWith(TEACHERS.map((t) => t._id));

    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'Physics' } });
    expect(cardNames()).toHaveLength(30);
    expect(onRendered).toHaveBeenLastCalledWith(TEACHERS.filter((_, i) => i % 2 === 0).map((t) => t._id));
  });
});

const PENDING = Array.from({ length: 60 }, (_, i) =>
  student({ _id: `p${i}`, name: `Waiting ${i}`, isApproved: false, createdAt: createdAt(i) }),
);

describe('Pending Student Approvals, paged', SLOW, () => {
  it('previews 5, opens to a page, counts everyone, and Approve All covers every match', async () => {
    const approve = vi.fn(async (_id: string) => {});
    renderWithUi(
      <PendingStudentsSection
        useList={fakeList(PENDING, studentTexts, { status: 'pending' })}
        approve={approve}
        decide={vi.fn()}
      />,
    );
    expect(cardNames()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show all students' }));
    expect(cardNames()).toHaveLength(50);
    expect(screen.getByLabelText('60 pending').textContent).toBe('60');
    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 not shown)' }));
    expect(cardNames()).toHaveLength(60);
    expect(showMore()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve All' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve all 60 students?')).toBeInTheDocument();
  });
});

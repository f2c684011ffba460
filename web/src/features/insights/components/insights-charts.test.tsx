import {
  type AdminInsights,
  departmentFigures,
  departmentKey,
  insightsFigures,
  type RollupMonth,
  topTeachersBySessions,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { weeksTable } from '../model/chart-tables';
import { tableCsv } from '../model/table-csv';
import { InsightsCharts } from './insights-charts';

const physics = departmentKey('Physics');
const chemistry = departmentKey('Chemistry');

/** A month of rollups as the API reads them: two departments, outcomes, decisions and hours. */
const march: RollupMonth = {
  month: '2030-03',
  departments: { [physics]: 'Physics', [chemistry]: '=Chemistry' },
  days: {
    [physics]: {
      '04': {
        booked: 5,
        approved: 2,
        completed: 1,
        h10: 3,
        bookedMinutes: 90,
        decided: 3,
        r2: 2,
        r6: 1,
        waitlist: 3,
      },
      '12': { noShow: 1, canceledByStudent: 2, declined: 1, h14: 1, bookedMinutes: 30, waitlist: -1 },
    },
    [chemistry]: {
      '20': {
        booked: 2,
        lapsed: 1,
        canceledByTeacher: 1,
        completed: 2,
        h09: 2,
        bookedMinutes: 60,
        waitlist: 2,
      },
    },
  },
  teacherSessions: { [physics]: { t1: 1 }, [chemistry]: { t2: 2 } },
  teacherNames: { t1: 'Meera Rao', t2: 'Arun Iyer' },
};

const range = { from: '2030-03-01', to: '2030-03-31' };
const figures: AdminInsights = {
  // One student was already waiting when March began.
  ...insightsFigures([march], range, null, { '2030-02': { [physics]: 1 } }),
  department: null,
  departments: departmentFigures([march], range),
  topTeachers: {
    bySessions: topTeachersBySessions([march], range, null),
    byRating: [{ teacherId: 't1', name: 'Meera Rao', averageRating: 4.56, totalRatings: 9 }],
  },
};

describe('insights charts', () => {
  it("draw each chart's numbers exactly as its table view lists them", () => {
    const { container } = renderWithUi(<InsightsCharts figures={figures} />);
    const charts = [...container.querySelectorAll<HTMLElement>('[data-chart]')];
    expect(charts.map((chart) => chart.dataset.chart)).toEqual([
      'weeks',
      'utilisation',
      'response-time',
      'no-shows',
      'heatmap',
      'departments',
      'top-sessions',
      'top-rating',
      'waitlist',
    ]);
    // The waitlist's length at the end of each week: 1 before March, +3 on the 4th, −1 on the 12th, +2 on the 20th.
    expect(figures.waitlist).toEqual([
      { day: '2030-03-03', waiting: 1 },
      { day: '2030-03-10', waiting: 4 },
      { day: '2030-03-17', waiting: 3 },
      { day: '2030-03-24', waiting: 5 },
      { day: '2030-03-31', waiting: 5 },
    ]);
    let compared = 0;
    for (const chart of charts) {
      const table = chart.querySelector('table');
      if (!table) throw new Error(`${chart.dataset.chart} has no table view`);
      const columns = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
      const rows = new Map(
        [...table.querySelectorAll('tbody tr')].map((row) => {
          const cells = [...row.children].map((cell) => cell.textContent ?? '');
          return [cells[0], cells] as const;
        }),
      );
      const marks = [...chart.querySelectorAll<SVGElement>('svg [data-value]')];
      expect(marks.length, String(chart.dataset.chart)).toBeGreaterThan(0);
      for (const mark of marks) {
        const row = mark.closest<SVGElement>('[data-row]')?.dataset.row ?? '';
        const column = columns.indexOf(mark.dataset.column ?? '');
        expect(column, `${chart.dataset.chart} ${mark.dataset.column}`).toBeGreaterThan(0);
        expect(mark.dataset.value, `${chart.dataset.chart} ${row} ${mark.dataset.column}`).toBe(
          rows.get(row)?.[column],
        );
        compared += 1;
      }
      // Every row of the table is drawn.
      expect(new Set(marks.map((mark) => mark.closest<SVGElement>('[data-row]')?.dataset.row))).toEqual(
        new Set(rows.keys()),
      );
    }
    expect(compared).toBeGreaterThan(7 * 24);
  });

  it('say in a sentence what each chart shows', () => {
    const { container } = renderWithUi(<InsightsCharts figures={figures} />);
    const weeks = container.querySelector('[data-chart="weeks"]');
    expect(weeks?.textContent).toContain('11 sessions over 5 weeks');
    expect(container.querySelector('[data-chart="heatmap"]')?.textContent).toContain(
      'the busiest is Monday 10:00',
    );
    expect(container.querySelector('[data-chart="response-time"]')?.textContent).toContain(
      '3 decisions: half within 30 min, nine in ten within 8 h.',
    );
  });

  it("write a chart's table as formula-safe CSV", () => {
    const csv = tableCsv({ ...weeksTable(figures), rows: [['=SUM(A1)', 1, 2, 3, 4, 5, 6, 7]] });
    expect(csv.split('\r\n')[0]).toBe(
      'Week starting,Approved,Completed,No-show,Cancelled by student,Cancelled by teacher,Declined,Lapsed',
    );
    expect(csv.split('\r\n')[1]).toBe("'=SUM(A1),1,2,3,4,5,6,7");
  });
});

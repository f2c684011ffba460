import { describe, expect, it } from 'vitest';
import {
  e2eTestFiles,
  laneFileSeconds,
  readFileSeconds,
  readsDemoCollege,
  SEED_SECONDS,
  splitIntoLanes,
} from './e2e-lanes';

const sum = (files: string[], seconds: Record<string, number>) =>
  files.reduce((total, file) => total + (seconds[file] ?? 0), 0);

describe('end-to-end lanes', () => {
  it('gives every file to exactly one lane', () => {
    const files = e2eTestFiles();
    expect(files.length).toBeGreaterThan(50);
    const lanes = splitIntoLanes(files, readFileSeconds(), 2);
    expect(lanes.flat().sort()).toEqual(files);
    expect(new Set(lanes.flat()).size).toBe(files.length);
  });

  it('puts the longest file alone against many short ones', () => {
    const seconds = { 'a.test.ts': 200, 'b.test.ts': 60, 'c.test.ts': 50, 'd.test.ts': 50, 'e.test.ts': 40 };
    const lanes = splitIntoLanes(Object.keys(seconds), seconds, 2);
    expect(lanes).toEqual([['a.test.ts'], ['b.test.ts', 'c.test.ts', 'd.test.ts', 'e.test.ts']]);
  });

  it('ends the lanes within the longest file of each other on the recorded figures', () => {
    const seconds = readFileSeconds();
    const files = e2eTestFiles();
    const totals = splitIntoLanes(files, seconds, 2).map((lane) => sum(lane, seconds));
    const longest = Math.max(...files.map((file) => seconds[file] ?? 0));
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(longest);
  });

  it('takes a file nobody has timed yet at the median, and splits the same way every time', () => {
    const seconds = { 'a.test.ts': 10, 'b.test.ts': 30, 'c.test.ts': 20 };
    const files = ['a.test.ts', 'b.test.ts', 'c.test.ts', 'new.test.ts'];
    const lanes = splitIntoLanes(files, seconds, 2);
    expect(lanes).toEqual([
      ['a.test.ts', 'b.test.ts'],
      ['c.test.ts', 'new.test.ts'],
    ]);
    expect(splitIntoLanes([...files].reverse(), seconds, 2)).toEqual(lanes);
  });

  it("finds the files that rely on the demo college's accounts or teachers, directly or through a support module", () => {
    const seeded = e2eTestFiles().filter((file) => readsDemoCollege(file));
    expect(seeded).toEqual(
      expect.arrayContaining([
        'e2e/api/seed.test.ts',
        'e2e/browser/pages-a11y.test.ts',
        // Through the seed's data: its Data Structures teacher.
        'e2e/api/match.test.ts',
      ]),
    );
    expect(seeded).not.toContain('e2e/api/booking.test.ts');
  });

  it('gives the seeded files to the first lane, counting the seed in its start', () => {
    const seconds = { 'a.test.ts': SEED_SECONDS + 20, 'b.test.ts': 10, 'c.test.ts': 5, 'demo.test.ts': 20 };
    const lanes = splitIntoLanes(Object.keys(seconds), seconds, 2, (file) => file === 'demo.test.ts');
    // The first lane starts at the seed's seconds + 20, as long as a: a goes to the second lane, b to the
    // first (a tie goes to the lower lane), and c to the second, which has less by then.
    expect(lanes).toEqual([
      ['b.test.ts', 'demo.test.ts'],
      ['a.test.ts', 'c.test.ts'],
    ]);
  });

  it('counts a file from the end of the one before it, so its import and top-level work are its own', () => {
    const at = (seconds: number) => 1_000_000 + seconds * 1000;
    const seconds = laneFileSeconds([
      { name: '/clone/main/e2e/api/b.test.ts', startTime: at(19), endTime: at(30) },
      { name: '/clone/main/e2e/api/a.test.ts', startTime: at(0), endTime: at(10) },
      { name: 'C:\\clone\\main\\e2e\\browser\\c.test.ts', startTime: at(31), endTime: at(36) },
    ]);
    expect(seconds).toEqual({ 'e2e/api/a.test.ts': 10, 'e2e/api/b.test.ts': 20, 'e2e/browser/c.test.ts': 6 });
  });
});

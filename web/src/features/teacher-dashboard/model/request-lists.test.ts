import { describe, expect, it } from 'vitest';
import { allCounted, historyStatuses, mergeRows, requestCounts } from './request-lists';

const row = (id: string, status: string) => ({ _id: id, status, dateTime: '2025-03-03T09:00:00.000Z' });

describe('the request list by status filter', () => {
  it('pages through canceled and completed ones only, as the filter selects', () => {
    expect(historyStatuses('all')).toEqual(['canceled', 'completed']);
    expect(historyStatuses('canceled')).toEqual(['canceled']);
    expect(historyStatuses('completed')).toEqual(['completed']);
    expect(historyStatuses('pending')).toBeNull();
    expect(historyStatuses('approved')).toBeNull();
  });

  it('counts the open ones from the list and the history from the server', () => {
    const open = [row('a', 'pending'), row('b', 'approved'), row('c', 'pending')];
    const counts = requestCounts(open, 7, 40);
    expect(counts).toEqual({ pending: 2, approved: 1, canceled: 7, completed: 40, all: 50 });
    expect(allCounted(counts)).toBe(true);
    const waiting = requestCounts(open, 7, null);
    expect(waiting).toEqual({ pending: 2, approved: 1, canceled: 7, completed: null, all: null });
    expect(allCounted(waiting)).toBe(false);
  });

  it('lists a row that is in both lists for a moment once, as the open list has it', () => {
    const open = [row('a', 'pending'), row('b', 'approved')];
    const history = [row('b', 'canceled'), row('c', 'completed')];
    const merged = mergeRows(open, history);
    expect(merged.map((r) => `${r._id}:${r.status}`)).toEqual(['a:pending', 'b:approved', 'c:completed']);
    expect(merged[0]).toBe(open[0]);
    expect(mergeRows(open, [])).toBe(open);
  });
});

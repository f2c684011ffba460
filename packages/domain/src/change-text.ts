// The "change" lines under the dashboard stat cards.

/**
 * Whole-percent change from `previous` to `current`. From 0 to something counts as +100% (there is no
 * finite ratio, and "up" is the honest direction); from 0 to 0 is 0.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** '+12% this month', '-5% this month', or 'No change' when the rounded change is 0 (or not a number). */
export function percentChangeText(percent: number, period: string): string {
  if (!Number.isFinite(percent) || Math.round(percent) === 0) return 'No change';
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${rounded}% ${period}`;
}

export function monthOverMonthText(current: number, previous: number): string {
  return percentChangeText(percentChange(current, previous), 'this month');
}

/**
 * The month line of a figure counted from items created this month against last month: '3 new this month'
 * when last month had none (a percentage of nothing reads as '+100%' for any number), no line at all when
 * both months had none (nothing happened, so there is nothing to say), else the whole-percent change.
 */
export function monthChangeText(current: number, previous: number): string | null {
  if (previous === 0) return current === 0 ? null : `${current} new this month`;
  return monthOverMonthText(current, previous);
}

export function weeklyChangeText(percent: number): string {
  return percentChangeText(percent, 'this week');
}

export function growthText(percent: number): string {
  return percentChangeText(percent, 'growth');
}

/** 'Approved Today' card: '+2 from yesterday', '-1 from yesterday', 'No change from yesterday'. */
export function fromYesterdayText(today: number, yesterday: number): string {
  const difference = today - yesterday;
  if (difference === 0) return 'No change from yesterday';
  return `${difference > 0 ? '+' : ''}${difference} from yesterday`;
}

/**
 * A change line that always means something, from the two counts rather than a ratio: 'N new this week'
 * when the earlier period had none (a percentage of zero is not a number), '+12% this week' otherwise,
 * 'No change' when equal, and null (no line) when both periods had none.
 */
export function periodChangeText(current: number, previous: number, period: 'week' | 'month'): string | null {
  if (current === 0 && previous === 0) return null;
  if (previous === 0) return `${current} new this ${period}`;
  return percentChangeText(percentChange(current, previous), `this ${period}`);
}

/** 'Approved Today': the difference from yesterday, or no line when neither day approved anything. */
export function dayChangeText(today: number, yesterday: number): string | null {
  if (today === 0 && yesterday === 0) return null;
  return fromYesterdayText(today, yesterday);
}

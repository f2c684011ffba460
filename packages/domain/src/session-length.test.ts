import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_MINUTES, sessionEndMillis, sessionMinutes } from './session-length';

describe('session length', () => {
  it('defaults to 30 minutes when none is stored', () => {
    expect(DEFAULT_SESSION_MINUTES).toBe(30);
    expect(sessionMinutes({})).toBe(30);
    expect(sessionMinutes({ durationMinutes: null })).toBe(30);
    expect(sessionMinutes({ durationMinutes: 0 })).toBe(30);
  });

  it('uses the stored length', () => {
    expect(sessionMinutes({ durationMinutes: 45 })).toBe(45);
  });

  it('ends the stored length after the start', () => {
    const start = '2026-12-01T04:30:00.000Z';
    expect(new Date(sessionEndMillis({ dateTime: start, durationMinutes: 60 })).toISOString()).toBe(
      '2026-12-01T05:30:00.000Z',
    );
    expect(new Date(sessionEndMillis({ dateTime: start })).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });
});

import { act, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StartSource, useLiveSource } from './use-live-source';

/** A source the test drives by hand: how many are open, and a way to deliver to the latest. */
function handSource<T>() {
  const open: Array<(value: T) => void> = [];
  let closed = 0;
  const start: StartSource<T> = (emit) => {
    open.push(emit);
    return () => {
      closed++;
    };
  };
  return {
    start,
    opened: () => open.length,
    closed: () => closed,
    deliver: (value: T) => act(() => open.at(-1)?.(value)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveSource', () => {
  it('opens one source per key, hands over each delivery as it is, and closes it on unmount', () => {
    const source = handSource<{ id: string }>();
    const { result, rerender, unmount } = renderHook(() => useLiveSource(['rows'], source.start));
    expect(result.current).toBeUndefined();

    const row = { id: 'a' };
    source.deliver(row);
    expect(result.current).toBe(row);
    rerender();
    expect(source.opened()).toBe(1);

    unmount();
    vi.runOnlyPendingTimers();
    expect(source.closed()).toBe(1);
  });

  it('closes the old source when the key changes, and shows nothing of it under the new key', () => {
    const source = handSource<string>();
    const { result, rerender } = renderHook(({ key }) => useLiveSource([key], source.start), {
      initialProps: { key: 'teacher-1' },
    });
    source.deliver('slots of teacher 1');
    rerender({ key: 'teacher-2' });
    expect(result.current).toBeUndefined();
    vi.runOnlyPendingTimers();
    expect(source.opened()).toBe(2);
    expect(source.closed()).toBe(1);
    source.deliver('slots of teacher 2');
    expect(result.current).toBe('slots of teacher 2');
  });

  it('opens nothing without a key', () => {
    const source = handSource<string>();
    const { result } = renderHook(() => useLiveSource(null, source.start));
    expect(result.current).toBeUndefined();
    expect(source.opened()).toBe(0);
  });

  it("keeps one source open through strict mode's remount", () => {
    const source = handSource<string>();
    function Reader() {
      const value = useLiveSource(['one'], source.start);
      return <p>{value ?? 'waiting'}</p>;
    }
    const view = render(
      <StrictMode>
        <Reader />
      </StrictMode>,
    );
    vi.runOnlyPendingTimers();
    expect(source.opened()).toBe(1);
    expect(source.closed()).toBe(0);
    source.deliver('delivered');
    expect(view.getByText('delivered')).toBeInstanceOf(HTMLParagraphElement);
  });

  it('closes a source whose render never committed', () => {
    const source = handSource<string>();
    function Thrower(): never {
      useLiveSource(['abandoned'], source.start);
      throw new Promise(() => {});
    }
    render(<Thrower />);
    expect(source.opened()).toBeGreaterThan(0);
    vi.advanceTimersByTime(10_000);
    expect(source.closed()).toBe(source.opened());
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const hundred = Array.from({ length: 100 }, (_, index) => index);

describe('useProgressiveList', () => {
  it('gives a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveList(hundred.slice(0, 10), 24));
    expect(result.current).toHaveLength(10);
  });

  it('gives the first batch of a long list first, then the whole list', async () => {
    const { result } = renderHook(() => useProgressiveList(hundred, 24));
    expect(result.current).toEqual(hundred.slice(0, 24));
    await waitFor(() => expect(result.current).toHaveLength(100));
  });

  it('stays whole once complete, when the list changes later', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 24), {
      initialProps: { items: hundred },
    });
    await waitFor(() => expect(result.current).toHaveLength(100));
    act(() => rerender({ items: hundred.slice(0, 60) }));
    expect(result.current).toHaveLength(60);
  });
});

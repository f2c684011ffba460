import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreloadOnFirstUse } from './use-preload-on-first-use';

describe('usePreloadOnFirstUse', () => {
  it('loads nothing until the first sign of use, then each chunk once', async () => {
    const dialog = vi.fn(async () => ({}));
    const form = vi.fn(async () => ({}));
    renderHook(() => usePreloadOnFirstUse(dialog, form));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
  });

  it('starts on a key press as well as on a pointer', () => {
    const dialog = vi.fn(async () => ({}));
    renderHook(() => usePreloadOnFirstUse(dialog));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page goes before any use', () => {
    const dialog = vi.fn(async () => ({}));
    const { unmount } = renderHook(() => usePreloadOnFirstUse(dialog));
    unmount();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(dialog).not.toHaveBeenCalled();
  });

  it('logs a chunk that fails to load instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHook(() => usePreloadOnFirstUse(() => Promise.reject(new Error('offline'))));
    window.dispatchEvent(new Event('touchstart'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { arjun, meera } from '../test/fixtures';

vi.mock('@/lib/firebase', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({
  collection: () => ({}),
  query: () => ({}),
  where: () => ({}),
}));
vi.mock('@/lib/live/listeners', () => ({ listen: () => () => {} }));
const fetchStudentContacts = vi.fn();
vi.mock('./messages-api', () => ({ fetchStudentContacts: () => fetchStudentContacts() }));

const { useContacts } = await import('./use-contacts');

describe("a teacher's contacts", () => {
  it('come from the API and are fetched again when the page comes back into view', async () => {
    fetchStudentContacts.mockResolvedValueOnce([meera]).mockResolvedValueOnce([meera, arjun]);
    const { result } = renderHook(() => useContacts('teacher'));
    await waitFor(() => expect(result.current).toEqual({ items: [meera], loading: false }));

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current.items).toEqual([meera, arjun]));
    expect(fetchStudentContacts).toHaveBeenCalledTimes(2);
  });
});

// The Rosters screen's steps: preview the whole file, apply it part by part (the counts add up as the
// answers come, so the screen shows progress), then suspend the people it leaves out when the admin confirms.
import type { RosterPreview, RosterResult, RosterRole } from '@appointments/domain';
import { useCallback, useState } from 'react';
import { applyRosterPart, previewRoster, suspendAbsent } from '../api/roster-api';
import { rosterParts } from './roster-chunks';

export type RosterStep =
  | { step: 'idle' }
  | { step: 'previewing' }
  | { step: 'previewed'; preview: RosterPreview }
  | { step: 'applying'; preview: RosterPreview; done: number; total: number }
  | { step: 'applied'; preview: RosterPreview; result: RosterResult };

/** The ids the suspension call takes at once. */
const SUSPEND_PER_CALL = 500;

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function addUp(total: RosterResult, part: RosterResult): RosterResult {
  return {
    rows: total.rows + part.rows,
    created: total.created + part.created,
    updated: total.updated + part.updated,
    unchanged: total.unchanged + part.unchanged,
    errors: [...total.errors, ...part.errors],
  };
}

export function useRoster(role: RosterRole) {
  const [state, setState] = useState<RosterStep>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [suspended, setSuspended] = useState<number | null>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);

  const reset = useCallback(() => {
    setState({ step: 'idle' });
    setError(null);
    setSuspended(null);
  }, []);

  const preview = useCallback(
    async (chosen: File) => {
      reset();
      setState({ step: 'previewing' });
      try {
        const text = await chosen.text();
        setFile({ name: chosen.name, text });
        setState({ step: 'previewed', preview: await previewRoster(role, text, chosen.name) });
      } catch (failure) {
        setState({ step: 'idle' });
        setError(messageOf(failure, ''));
      }
    },
    [role, reset],
  );

  const apply = useCallback(async () => {
    if (state.step !== 'previewed' || !file) return;
    const { preview: checked } = state;
    const refusedLines = new Set(checked.errors.map((refused) => refused.line));
    const parts = rosterParts(file.text, refusedLines);
    const total = parts.reduce((sum, part) => sum + part.rows, 0);
    // The rows the preview refused are not sent; the result still counts them, as the preview did.
    let result: RosterResult = {
      rows: refusedLines.size,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: checked.errors,
    };
    setError(null);
    setState({ step: 'applying', preview: checked, done: 0, total });
    for (const part of parts) {
      const name =
        parts.length > 1
          ? `${file.name}, lines ${part.firstLine}–${part.firstLine + part.rows - 1}`
          : file.name;
      try {
        result = addUp(result, await applyRosterPart(role, part, name));
      } catch (failure) {
        // Every part before is applied; the same file applied again finishes the job.
        setError(messageOf(failure, ''));
        setState({ step: 'applied', preview: checked, result });
        return;
      }
      setState({ step: 'applying', preview: checked, done: result.rows - refusedLines.size, total });
    }
    setState({ step: 'applied', preview: checked, result });
  }, [file, role, state]);

  const suspendLeftOut = useCallback(async () => {
    if (state.step !== 'applied' && state.step !== 'previewed') return;
    const ids = state.preview.absent.map((person) => person._id);
    let count = 0;
    setError(null);
    try {
      for (let start = 0; start < ids.length; start += SUSPEND_PER_CALL) {
        count += (await suspendAbsent(role, ids.slice(start, start + SUSPEND_PER_CALL))).suspended;
      }
    } catch (failure) {
      setError(messageOf(failure, ''));
    }
    setSuspended(count);
  }, [role, state]);

  return { state, error, suspended, preview, apply, suspendLeftOut, reset };
}

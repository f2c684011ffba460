import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { type FieldErrors, focusFirstError } from '@/lib/form-errors';
import type { FormValues } from '../model/form-values';

type Parsed<D> = { data: D; errors: null } | { data: null; errors: FieldErrors };

interface EditorOptions<F extends string, D> {
  /** The form values of the last saved profile: what view mode shows and Cancel restores. */
  saved: FormValues<F>;
  parse(values: FormValues<F>): Parsed<D>;
  /** Resolves once saved (the caller then holds the new profile); rejects to stay in edit mode. */
  save(data: D): Promise<void>;
}

export interface ProfileEditor<F extends string> {
  editing: boolean;
  saving: boolean;
  /** The draft while editing, else the saved values. */
  values: FormValues<F>;
  errors: FieldErrors;
  formRef: React.RefObject<HTMLFormElement | null>;
  start(): void;
  cancel(): void;
  change(field: F, value: string): void;
  submit(event: FormEvent<HTMLFormElement>): Promise<void>;
}

/** View and edit modes of a profile: Edit Profile, Save (checked by the shared schema) and Cancel. */
export function useProfileEditor<F extends string, D>({
  saved,
  parse,
  save,
}: EditorOptions<F, D>): ProfileEditor<F> {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    // After the render that shows the messages, so the invalid field is there to focus.
    requestAnimationFrame(() => focusFirstError(formRef.current, found));
  }

  return {
    editing,
    saving,
    values: editing ? draft : saved,
    errors,
    formRef,
    start() {
      setDraft(saved);
      setErrors({});
      setEditing(true);
    },
    cancel() {
      setDraft(saved);
      setErrors({});
      setEditing(false);
    },
    change(field, value) {
      setDraft((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    },
    async submit(event) {
      event.preventDefault();
      if (!editing || saving) return;
      const parsed = parse(draft);
      if (parsed.errors) {
        showErrors(parsed.errors);
        return;
      }
      setSaving(true);
      try {
        await save(parsed.data);
        setErrors({});
        setEditing(false);
      } catch (error) {
        // The toast has said what failed; field messages from the server go next to their fields.
        if (error instanceof ApiRequestError && error.errors) showErrors(error.errors);
      } finally {
        setSaving(false);
      }
    },
  };
}

/** The props every editable field of a profile form takes from its editor. */
export function bindField<F extends string>(editor: ProfileEditor<F>, field: F) {
  return {
    field,
    editing: editor.editing,
    value: editor.values[field],
    error: editor.errors[field],
    onChange: editor.change,
  };
}

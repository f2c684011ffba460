import { type FormEvent, useState } from 'react';
import { focusFirstError } from '@/lib/focus-first-error';
import type { FieldErrors } from '@/lib/form-errors';
import { type FormCheck, useSchemaForm } from '@/lib/use-schema-form';
import type { FormValues } from '../model/form-values';

interface EditorOptions<F extends string, D> {
  /** The form values of the last saved profile: what view mode shows and Cancel restores. */
  saved: FormValues<F>;
  parse(values: FormValues<F>): FormCheck<D>;
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
  const form = useSchemaForm<FormValues<F>, D>({
    initial: saved,
    check: parse,
    async send(data) {
      await save(data);
      setEditing(false);
    },
    clearErrorOnChange: true,
    // After the render that shows the messages, so the invalid field is there to focus. The toast has said
    // what failed; field messages from the server go next to their fields the same way.
    onInvalid: (errors) => requestAnimationFrame(() => focusFirstError(form.formRef.current, errors)),
  });

  return {
    editing,
    saving: form.busy,
    values: editing ? form.values : saved,
    errors: form.errors,
    formRef: form.formRef,
    start() {
      form.reset(saved);
      setEditing(true);
    },
    cancel() {
      form.reset(saved);
      setEditing(false);
    },
    change: form.set,
    async submit(event) {
      event.preventDefault();
      if (!editing || form.busy) return;
      await form.submit();
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

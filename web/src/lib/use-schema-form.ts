import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { ApiRequestError } from './api-client';
import { focusFirstError } from './focus-first-error';
import type { FieldErrors } from './form-errors';

/** What a form's check gives: the payload to send, or each field's first message. */
export type FormCheck<D> = { data: D; errors: null } | { data: null; errors: FieldErrors };

export interface SchemaFormOptions<V extends object, D> {
  initial: V;
  /**
   * The values against the shared schema, usually `parseForm(schema, values)`. It may load the schema
   * (and zod with it) on the first submit, keeping them out of the page's initial JS.
   */
  check(values: V): FormCheck<D> | Promise<FormCheck<D>>;
  /** Sends the payload; rejecting with an API error that names fields puts each message next to its field. */
  send(data: D, values: V): Promise<unknown>;
  /** The values once sent, for a form that stays (e.g. emptied); by default they stay as they are. */
  afterSend?(values: V): V;
  /** The form goes away once sent (a navigation, the next step): the submit button stays busy until then. */
  leavesWhenSent?: boolean;
  /** A change of a field clears that field's message (by default messages stay until the next submit). */
  clearErrorOnChange?: boolean;
  /** After the messages are set, on a refused check or a server's field errors; by default focuses the first. */
  onInvalid?(errors: FieldErrors, form: HTMLFormElement | null, from: 'check' | 'server'): void;
  /** After `send` rejected (the failure's text is in `failure` too): a toast, typically. */
  onFailure?(error: unknown): void;
}

export interface SchemaForm<V extends object> {
  formRef: RefObject<HTMLFormElement | null>;
  values: V;
  errors: FieldErrors;
  /** Between submit and the answer (and after a successful one, for a form that leaves). */
  busy: boolean;
  /** The text of the last failed send, until the next submit. */
  failure: string | null;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** Sets several fields at once (e.g. what was typed into a prerendered form before hydration). */
  patch(values: Partial<V>): void;
  /** Replaces the values and clears the messages (e.g. a profile's Edit starts from the saved ones). */
  reset(values: V): void;
  setErrors(errors: FieldErrors): void;
  submit(event?: FormEvent): Promise<void>;
}

const NO_ERRORS: FieldErrors = {};

/**
 * Every form of the app: its values, each field's message from the shared zod schema (the server runs the
 * same one, so the texts agree), the server's field messages, and the busy submit.
 */
export function useSchemaForm<V extends object, D>(options: SchemaFormOptions<V, D>): SchemaForm<V> {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function showErrors(found: FieldErrors, from: 'check' | 'server') {
    setErrors(found);
    const { onInvalid } = options;
    if (onInvalid) onInvalid(found, formRef.current, from);
    else focusFirstError(formRef.current, found);
  }

  return {
    formRef,
    values,
    errors,
    busy,
    failure,
    set(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
      if (!options.clearErrorOnChange) return;
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field as string]: _cleared, ...rest } = current;
        return rest;
      });
    },
    patch(next) {
      setValues((current) => ({ ...current, ...next }));
    },
    reset(next) {
      setValues(next);
      setErrors(NO_ERRORS);
    },
    setErrors,
    async submit(event) {
      event?.preventDefault();
      const checked = await options.check(values);
      setFailure(null);
      if (checked.errors) return showErrors(checked.errors, 'check');
      setErrors(NO_ERRORS);
      setBusy(true);
      let sent = false;
      try {
        await options.send(checked.data, values);
        sent = true;
        const { afterSend } = options;
        if (afterSend) setValues(afterSend);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        if (error instanceof ApiRequestError && error.errors) showErrors(error.errors, 'server');
        options.onFailure?.(error);
      } finally {
        if (!sent || !options.leavesWhenSent) setBusy(false);
      }
    },
  };
}

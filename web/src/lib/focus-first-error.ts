import type { FieldErrors } from './form-errors';

// Apart from the schema parsing, so a form that loads its schema on submit keeps it out of its page's
// initial JS.

/** Moves focus to the first invalid field, so keyboard and screen-reader users land on what to fix. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}

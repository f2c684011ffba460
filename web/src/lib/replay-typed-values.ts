// A prerendered form can be typed into before its page hydrates: the text stays on screen, but React's
// state never heard of it. Re-announcing each changed field through React's own change detection hands
// the value to the form's onChange handlers, as if it had just been typed.

// Looked up when used: the module is also loaded by the build's server render, which has no DOM.
const nativeInputSetter = (property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, property)?.set;

function replayValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  // React tracks the last value it saw on the element itself; move that tracker, then set the field
  // through the prototype (untracked) so the input event below reads as a change.
  field.value = field.defaultValue;
  const setter = field instanceof HTMLInputElement ? nativeInputSetter('value') : undefined;
  if (setter) setter.call(field, typed);
  else field.value = typed;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayChecked(field: HTMLInputElement): void {
  field.checked = !field.checked;
  nativeInputSetter('checked')?.call(field, !field.checked);
  field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

/** Every field of `form` changed before hydration, passed on to the form's handlers. */
export function replayTypedValues(form: HTMLFormElement): void {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.checked !== field.defaultChecked && field.checked) replayChecked(field);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) replayValue(field);
    }
  }
}

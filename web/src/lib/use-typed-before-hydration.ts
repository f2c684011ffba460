import { type RefObject, useLayoutEffect } from 'react';

// A prerendered form can be typed into (and its radios picked) before the app hydrates it. Hydration keeps
// what is on screen, but the form's state never heard of it, and the next render of a controlled field
// would put the state's value back: what was typed would vanish. So the form takes over the fields' text
// into its state in the hydration commit itself, before anything else can render the fields again.
//
// React sets each hydrated field's default value (defaultValue, defaultChecked) from the props it hydrated
// with, so a field whose value differs from its default is one the state does not know yet. On a form that
// was rendered by the app rather than prerendered, the two are always equal and nothing happens.

function typedValue(form: HTMLFormElement, name: string): string | undefined {
  const item = form.elements.namedItem(name);
  if (item === null) return undefined;
  // Several fields by one name: a radio group (a RadioNodeList); the value is the picked radio's.
  const fields = item instanceof Element ? [item] : Array.from(item);
  const picked = fields.find(
    (field) => field instanceof HTMLInputElement && field.type === 'radio' && field.checked,
  );
  if (picked instanceof HTMLInputElement) return picked.defaultChecked ? undefined : picked.value;
  const [field] = fields;
  if (fields.length !== 1 || !isTextField(field)) return undefined;
  return field.value === field.defaultValue ? undefined : field.value;
}

function isTextField(field: Element | Node | undefined): field is HTMLInputElement | HTMLTextAreaElement {
  if (field instanceof HTMLInputElement) return field.type !== 'checkbox' && field.type !== 'radio';
  return field instanceof HTMLTextAreaElement;
}

/**
 * Once, as `formRef`'s form mounts: the text of the fields named `names` that the visitor typed or picked
 * before the app hydrated the form, handed to `adopt` (which puts it into the form's state). Text fields
 * and radio groups; not checkboxes or selects.
 */
export function useTypedBeforeHydration<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  adopt: (typed: Partial<Record<Name, string>>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the commit that mounts (hydrates) the form
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Name, string>> = {};
    let any = false;
    for (const name of names) {
      const value = typedValue(form, name);
      if (value === undefined) continue;
      typed[name] = value;
      any = true;
    }
    // A state update in a layout effect renders before the commit ends, so no later event or render sees
    // the old state.
    if (any) adopt(typed);
  }, []);
}

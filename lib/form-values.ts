import { formFields, type FieldName, type FieldValues, type FormKind } from '@/lib/form-rules';

type Control = HTMLInputElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, name: string): Control | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

/** The current values of a form's fields, as typed. */
export function readFieldValues(form: HTMLFormElement, kind: FormKind): FieldValues {
  const values: FieldValues = {};
  for (const field of formFields[kind]) values[field] = control(form, field)?.value ?? '';
  return values;
}

/** Puts values into the fields; returns whether any field changed. */
export function writeFieldValues(form: HTMLFormElement, values: FieldValues, { onlyEmpty = false } = {}): boolean {
  let changed = false;
  for (const [name, value] of Object.entries(values)) {
    const element = control(form, name);
    if (!element || value === undefined || (onlyEmpty && element.value !== '')) continue;
    element.value = value;
    changed = true;
  }
  return changed;
}

export function readControlValue(form: HTMLFormElement, name: string): string {
  return control(form, name)?.value ?? '';
}

export function focusField(form: HTMLFormElement, field: FieldName): void {
  control(form, field)?.focus();
}

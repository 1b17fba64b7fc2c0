import { formFields, type FieldValues, type FormKind } from './form-rules';

// Drafts live in localStorage until a send is confirmed. Storage may be disabled (reading
// `localStorage` throws), full (writing throws) or hold something else under the key: none
// of that may break typing or sending, so every access is guarded and a failure is silent.

const prefix = 'corevia:form-draft:';

/** One draft per form and topic: the quote form, the enquiry about one service, and so on. */
export function draftKey(kind: FormKind, topic?: string): string {
  return `${prefix}${kind}${topic ? `:${topic}` : ''}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved values of a form's fields, or null when there is none or it cannot be read. */
export function readDraft(kind: FormKind, key: string): FieldValues | null {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const draft: FieldValues = {};
    for (const field of formFields[kind]) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the values, or forgets the draft when every field is empty. Returns whether it was stored. */
export function writeDraft(key: string, values: FieldValues): boolean {
  try {
    const filled = Object.entries(values).filter(([, value]) => value !== '');
    if (filled.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(Object.fromEntries(filled)));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}

// Filling in the placeholders of the interface's words (content/interface.yml). It imports
// nothing, so the islands that receive their words as props can carry it.

/** A text with its placeholders ({name}) filled in; a placeholder without a value stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

// Filling in the placeholders of the interface's words (content/interface.yml) and choosing a
// count's plural form. It imports nothing, so the islands that receive their words as props can
// carry it.

/** A text with its placeholders ({name}) filled in; a placeholder without a value stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The words of a count, one form per plural category of the language (CLDR's, which
 * `Intl.PluralRules` names: English and German use one and other, Arabic all six), each with
 * the number as {count}.
 */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `text` that `language`'s plural rules choose for `count`, filled in: "1 article", "3 مقالات". */
export function countIn(language: string, text: PluralText, count: number): string {
  return fill(text[new Intl.PluralRules(language).select(count)] ?? text.other, { count });
}

// What the schema of content/interface.yml cannot say alone, since it depends on the language of
// the file: each count has the plural forms its language chooses from, and a control's name
// holds the words the control shows (WCAG 2.5.3: a speech user says what they see).
import type { ContentProblem } from './files';
import { languageInfo, type Language } from './languages';
import type { InterfaceText } from './interface';

/** Names (group, key) that must hold, as whole words, the words a control shows (group, key). */
const shownInName: [name: [string, string], shown: [string, string]][] = [
  [
    ['posts', 'reply_to'],
    ['posts', 'reply'],
  ],
];

/** Whether `name` holds `shown` as whole words (not inside others), case aside. */
export function holdsWords(name: string, shown: string): boolean {
  const escaped = shown.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'iu').test(name);
}

/** Some numbers each plural category of `language` applies to, to say when an editor's form is needed. */
function examples(language: Language, category: string): string {
  const rules = new Intl.PluralRules(language);
  const numbers = Array.from({ length: 120 }, (_, n) => n).filter((n) => rules.select(n) === category);
  return `${numbers.slice(0, 3).join(', ')}${numbers.length > 3 ? ', …' : ''}`;
}

/** The problems of the interface file `file` of `language`, beyond its schema's. */
export function interfaceProblems(file: string, text: InterfaceText, language: Language): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const groups = text as unknown as Record<string, Record<string, string | Record<string, string>>>;
  for (const [group, fields] of Object.entries(groups))
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') continue;
      for (const category of categories.filter((category) => value[category] === undefined))
        problems.push({
          file,
          field: `${group} › ${key} › ${category}`,
          message: `is missing: in ${languageInfo[language].english}, ${examples(language, category)} take this form`,
        });
    }
  for (const [[group, key], [shownGroup, shownKey]] of shownInName) {
    const name = groups[group]?.[key];
    const shown = groups[shownGroup]?.[shownKey];
    if (typeof name === 'string' && typeof shown === 'string' && !holdsWords(name, shown))
      problems.push({
        file,
        field: `${group} › ${key}`,
        message: `should hold “${shown}” (${shownGroup} › ${shownKey}), the words the control shows, as whole words`,
      });
  }
  return problems;
}

import type { SearchWords } from '@/content/interface';
import { countIn } from '@/content/words';

/** "No results", "1 result", "12 results", in the words and plural forms of the page's `language`. */
export function resultCount(
  total: number,
  words: Pick<SearchWords, 'count_none' | 'results'>,
  language: string,
): string {
  return total === 0 ? words.count_none : countIn(language, words.results, total);
}

/** The name, in the page's words, of a result's kind (the index writes it in English). */
export function resultType(type: string, words: SearchWords): string {
  return words[`type_${type.toLowerCase()}` as Extract<keyof SearchWords, `type_${string}`>] ?? type;
}

import type { SearchWords } from '@/content/interface';
import { fill } from '@/content/words';

/** "No results", "1 result", "12 results", in the page's language's words. */
export function resultCount(
  total: number,
  words: Pick<SearchWords, 'count_none' | 'count_one' | 'count_many'>,
): string {
  if (total === 0) return words.count_none;
  return total === 1 ? words.count_one : fill(words.count_many, { count: total });
}

/** The name, in the page's words, of a result's kind (the index writes it in English). */
export function resultType(type: string, words: SearchWords): string {
  return words[`type_${type.toLowerCase()}` as keyof SearchWords] ?? type;
}

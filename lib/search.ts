/** One searchable page: what the search results list shows and what a query is matched against. */
export interface SearchRecord {
  title: string;
  url: string;
  /** Shown as a label: Service, Project, Article, Team, FAQ or Page. */
  type: string;
  /** A short excerpt shown under the title. */
  text: string;
  /** Extra words that should find the page (technologies, tags, skills). */
  keywords: string;
}

/** Lowercased, without accents: "Café" -> "cafe". */
export function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a query, normalised, without surrounding punctuation. */
export function queryWords(query: string): string[] {
  return normalise(query)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter(Boolean);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word matches where a word of the text starts with it: "cloud" finds "Clouds", "ai" does not find "maintain". */
function wordPattern(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u');
}

/**
 * The records that contain every word of the query (case- and accent-insensitive),
 * those matching in the title first, otherwise in index order.
 */
export function searchRecords<T extends SearchRecord>(records: readonly T[], query: string): T[] {
  const patterns = queryWords(query).map(wordPattern);
  if (patterns.length === 0) return [];
  return records
    .map((record, index) => {
      const title = normalise(record.title);
      const haystack = `${title} ${normalise(`${record.type} ${record.text} ${record.keywords}`)}`;
      if (!patterns.every((pattern) => pattern.test(haystack))) return null;
      const titleHits = patterns.filter((pattern) => pattern.test(title)).length;
      return { record, index, titleHits };
    })
    .filter((match): match is { record: T; index: number; titleHits: number } => match !== null)
    .sort((a, b) => b.titleHits - a.titleHits || a.index - b.index)
    .map((match) => match.record);
}

/** The first sentence-ish `max` characters of a text, cut at a word. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

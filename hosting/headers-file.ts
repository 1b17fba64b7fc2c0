// The `_headers` file that Cloudflare Pages and Netlify read from the export: rules, each a
// URL pattern on its own line followed by indented `Name: value` lines. The build writes it
// with formatHeadersFile(); the tests read it back with parseHeadersFile() to check that the
// Worker sends every path the headers it names.
//
// Patterns use the subset that both hosts read the same way:
//   /about            that path
//   /:name            a placeholder: one path segment (no `/`)
//   /_next/static/*   a splat: any characters, `/` included (one splat a pattern)

/**
 * One rule of a `_headers` file: a URL pattern, the headers it removes from what earlier rules
 * set (written `! Name`), and the headers it sets, for the paths it matches.
 */
export interface HeaderRule {
  pattern: string;
  detach?: string[];
  headers: Record<string, string>;
}

/** Cloudflare Pages' limits (Netlify's are looser). */
export const headersFileLimits = { rules: 100, lineLength: 2000 };

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function checkRule({ pattern, headers, detach = [] }: HeaderRule): void {
  for (const name of detach) if (!headerName.test(name)) throw new Error(`"${name}" is not a header name.`);
  if (!pattern.startsWith('/') || /\s/.test(pattern)) {
    throw new Error(`A header rule's pattern is a path starting with "/" without spaces; got "${pattern}".`);
  }
  if ((pattern.match(/\*/g) ?? []).length > 1) throw new Error(`A pattern may hold one splat (*); got "${pattern}".`);
  // Cloudflare puts the matched part of the path in place of `:name` (or `:splat`) in a value.
  const placeholders = [...pattern.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  if (pattern.includes('*')) placeholders.push('splat');
  for (const [name, value] of Object.entries(headers)) {
    if (!headerName.test(name)) throw new Error(`"${name}" is not a header name.`);
    if (/[\r\n]/.test(value) || value.trim() === '') {
      throw new Error(`The value of ${name} must be one non-empty line.`);
    }
    if (placeholders.some((placeholder) => new RegExp(`:${placeholder}\\b`).test(value))) {
      throw new Error(`The value of ${name} would take part of the path in "${pattern}".`);
    }
  }
}

/**
 * Writes rules (`{ pattern, headers: { Name: value } }`) as a `_headers` file, and refuses
 * a file a host would reject or cut (over 100 rules, or a line over 2,000 characters).
 */
export function formatHeadersFile(rules: HeaderRule[], comment = ''): string {
  rules.forEach(checkRule);
  if (rules.length > headersFileLimits.rules) {
    throw new Error(`_headers would hold ${rules.length} rules; hosts accept ${headersFileLimits.rules}.`);
  }
  const lines = [
    ...comment
      .split('\n')
      .filter(Boolean)
      .map((line) => `# ${line}`),
    ...rules.flatMap(({ pattern, headers, detach = [] }, index) => [
      ...(index > 0 ? [''] : []),
      pattern,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ];
  const long = lines.find((line) => line.length > headersFileLimits.lineLength);
  if (long) {
    throw new Error(`A _headers line is ${long.length} characters; hosts accept ${headersFileLimits.lineLength}.`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Reads a `_headers` file into rules (`{ pattern, detach: [Name], headers: { Name: value } }`); a
 * header repeated within one rule is joined with ", ", as the hosts do.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; detach: string[]; headers: Map<string, string> }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const where = `_headers line ${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw new Error(`${where}: only path patterns are supported; got "${trimmed}".`);
      rules.push({ pattern: trimmed, detach: [], headers: new Map() });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header comes before any path.`);
    if (trimmed.startsWith('!')) {
      const name = trimmed.slice(1).trim();
      if (!headerName.test(name)) throw new Error(`${where}: expected "! Name"; got "${trimmed}".`);
      rule.detach.push(name);
      return;
    }
    const colon = trimmed.indexOf(':');
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (colon < 1 || !headerName.test(name) || value === '') {
      throw new Error(`${where}: expected "Name: value"; got "${trimmed}".`);
    }
    const previous = rule.headers.get(name);
    rule.headers.set(name, previous === undefined ? value : `${previous}, ${value}`);
  });
  return rules.map(({ pattern, detach, headers }) => ({
    pattern,
    ...(detach.length > 0 ? { detach } : {}),
    headers: Object.fromEntries(headers),
  }));
}

const patternCache = new Map<string, RegExp>();

/** The regular expression of a pattern: literal text, `:placeholder` segments and one `*` splat. */
export function patternRegExp(pattern: string): RegExp {
  let regExp = patternCache.get(pattern);
  if (!regExp) {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith(':')) return '[^/]+';
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    regExp = new RegExp(`^${source}$`);
    patternCache.set(pattern, regExp);
  }
  return regExp;
}

/** Whether a pattern matches a (decoded) URL path. */
export function patternMatches(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(path);
}

/**
 * The headers for a URL path: those of every rule that matches it, in order, each rule first
 * removing the headers it detaches. A header that several matching rules set is joined with
 * ", ", as both hosts do (the build makes sure it never happens, see `headerProblems` in
 * hosting/headers.ts).
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const name of rule.detach ?? []) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value });
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

// The relative links of the project's Markdown (README.md, docs/*.md): each must name a file or
// folder that exists, and its `#anchor` a heading of that file as GitHub renders it, so that a
// moved section or a renamed file fails a test instead of a reader.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A link as written: its target, and the line it is on (from 1). */
export interface DocLink {
  target: string;
  line: number;
}

const fence = /^ {0,3}(`{3,}|~{3,})/;

/** The lines outside fenced code blocks, each with its number; code spans blanked out. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let open: string | null = null;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const marker = fence.exec(text)?.[1];
    if (open) {
      if (marker && marker[0] === open[0] && marker.length >= open.length) open = null;
    } else if (marker) open = marker;
    else lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** Every link of a Markdown text: inline links and images, and reference definitions. */
export function markdownLinks(markdown: string): DocLink[] {
  const links: DocLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|(?:[^\s()]|\([^\s()]*\))+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      links.push({ target: match[1]!.replace(/^<|>$/g, ''), line });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) links.push({ target: definition[1]!.replace(/^<|>$/g, ''), line });
  }
  return links;
}

/** Whether a link leaves the repository: a scheme (`https:`, `mailto:`) or a protocol-relative address. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * The anchor GitHub gives a heading: its text lowercased, every character but letters, marks,
 * digits, connector punctuation (`_`), hyphens and spaces removed, then each space a hyphen.
 */
export function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as rendered: code spans as written, links as their text, no emphasis or tags. */
export function headingText(source: string): string {
  return source
    .split(/(`+[^`]*?`+)/)
    .map((part, index) => {
      if (index % 2 === 1) return part.replace(/^`+ ?| ?`+$/g, '');
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/\*+/g, '')
        .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1');
    })
    .join('')
    .trim();
}

/** The anchors of a Markdown text: its headings' slugs (a repeat gets `-1`, `-2` …) and its HTML ids. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  const add = (text: string) => {
    const base = githubSlug(headingText(text));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  };
  const lines = proseLines(markdown);
  lines.forEach(({ text, line }, index) => {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(text);
    if (atx) return add(atx[1] ?? '');
    if (!/^ {0,3}(=+|-+)\s*$/.test(text)) return;
    // A setext heading: the paragraph right above the underline (a list, quote or table is not one).
    const paragraph: string[] = [];
    for (let at = index - 1; at >= 0; at -= 1) {
      const above = lines[at]!;
      if (above.line !== line - paragraph.length - 1 || above.text.trim() === '' || /^ {0,3}#/.test(above.text)) break;
      paragraph.unshift(above.text.trim());
    }
    if (paragraph.length > 0 && !/^ {0,3}([-*+>#|]|\d+[.)])/.test(paragraph[0]!)) add(paragraph.join(' '));
  });
  for (const match of markdown.matchAll(/<[a-z][^>]*?\s(?:id|name)="([^"]+)"/gi)) found.add(match[1]!);
  return found;
}

/** What is wrong with the relative links of one Markdown file: an empty list when each resolves. */
export function linkProblems(file: string, root: string): string[] {
  const problems: string[] = [];
  const markdown = readFileSync(file, 'utf8');
  const name = relative(root, file);
  for (const { target, line } of markdownLinks(markdown)) {
    if (isExternal(target)) continue;
    const hash = target.indexOf('#');
    const pathPart = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    const path = decodeURIComponent(pathPart.split('?')[0]!);
    const resolved = !path ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
    const where = `${name}:${line}: ${target}`;
    if (!existsSync(resolved)) {
      problems.push(`${where}: no such file`);
      continue;
    }
    if (anchor === null) continue;
    if (statSync(resolved).isDirectory()) problems.push(`${where}: an anchor on a folder`);
    else if (/\.md$/i.test(resolved)) {
      if (!anchors(readFileSync(resolved, 'utf8')).has(anchor)) problems.push(`${where}: no heading has this anchor`);
    } else if (!/^L\d+(-L\d+)?$/.test(anchor)) problems.push(`${where}: only line anchors (#L12) point into a file`);
  }
  return problems;
}

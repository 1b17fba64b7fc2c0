// The part of a page's accessibility tree a screen reader user moves by: its landmarks and
// headings with their names, cut from Playwright's ARIA snapshot (`locator.ariaSnapshot()`).
// The nodes between (a list around a card's heading) stay as the path to them, nameless; every
// other node goes. The result is itself an ARIA snapshot template, so `toMatchAriaSnapshot`
// reads it.

const kept = new Set([
  'banner',
  'main',
  'contentinfo',
  'navigation',
  'region',
  'complementary',
  'search',
  'form',
  'dialog',
  'heading',
]);

interface Node {
  depth: number;
  role: string;
  /** The line as the snapshot wrote it, without its indent, its dash and its children's colon. */
  line: string;
  keep: boolean;
}

/** A snapshot line: `- heading "About" [level=1]`, `- 'button "Theme: System"'`, `- listitem: text`. */
function parse(raw: string): Node | null {
  const match = /^( *)- (.*)$/.exec(raw);
  if (!match) return null;
  let body = match[2]!;
  if (/^'.*'$/.test(body)) body = body.slice(1, -1).replace(/''/g, "'");
  // The role, its name (quoted, or a pattern) and its attributes; not its text or its colon.
  const parts = /^([a-z]+)((?: (?:"(?:[^"\\]|\\.)*"|\/(?:[^/\\]|\\.)*\/))?(?: \[[^\]]*\])*)/.exec(body);
  if (!parts) return null;
  return { depth: match[1]!.length / 2, role: parts[1]!, line: parts[1]! + parts[2]!, keep: kept.has(parts[1]!) };
}

/** The landmarks and headings of an ARIA snapshot, as a snapshot template. */
export function ariaSkeleton(snapshot: string): string {
  const nodes = snapshot
    .split('\n')
    .map(parse)
    .filter((node): node is Node => node !== null);
  // A node stays if it is kept or lies on the way to one.
  const onPath = nodes.map((node) => node.keep);
  for (let index = nodes.length - 1; index >= 0; index -= 1) {
    if (!onPath[index]) continue;
    for (let at = index - 1, depth = nodes[index]!.depth; at >= 0 && depth > 0; at -= 1) {
      if (nodes[at]!.depth < depth) {
        onPath[at] = true;
        depth = nodes[at]!.depth;
      }
    }
  }
  const lines: string[] = [];
  nodes.forEach((node, index) => {
    if (!onPath[index]) return;
    const next = nodes.findIndex((other, at) => at > index && onPath[at]);
    const parent = next !== -1 && nodes[next]!.depth > node.depth;
    // A node on the way only: its role, nameless (its name is no landmark's or heading's).
    const line = node.keep ? node.line : node.role;
    const text = /: | #|^[-'"[{]/.test(line) ? `'${line.replace(/'/g, "''")}'` : line;
    lines.push(`${'  '.repeat(node.depth)}- ${text}${parent ? ':' : ''}`);
  });
  return lines.join('\n') + '\n';
}

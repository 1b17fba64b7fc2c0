/**
 * The option highlighted after `key` in a list of `count` options, with `active`
 * highlighted now (-1: none); null when the key does not move the highlight.
 * The arrows wrap: down from the last option reaches the first, up from none the last.
 */
export function moveHighlight(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}

/** "No results", "1 result", "12 results". */
export function resultCount(total: number): string {
  if (total === 0) return 'No results';
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

import { statSync } from 'node:fs';
import { join } from 'node:path';

/** Size in bytes of a file under `public/`, read at build time. */
export function publicFileSize(publicPath: string): number {
  return statSync(join(process.cwd(), 'public', publicPath)).size;
}

/** 39126 -> "38 KB"; 2_400_000 -> "2.3 MB". Binary units, as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

import { FilePdf, DownloadSimple } from '@phosphor-icons/react/dist/ssr';
import { formatFileSize, publicFileSize } from '@/lib/files';
import styles from './brochure-link.module.scss';

export interface BrochureLinkProps {
  title: string;
  url: string;
  /** File type shown with the size, e.g. "PDF". */
  format: string;
  pages: number;
}

/** A download link to a file in `public/`, naming its type and size (read at build time). */
export function BrochureLink({ title, url, format, pages }: BrochureLinkProps) {
  const size = formatFileSize(publicFileSize(url));
  const fileName = url.split('/').pop();
  return (
    <a href={url} download={fileName} type="application/pdf" className={styles.link}>
      <FilePdf size={36} weight="duotone" aria-hidden className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.meta}>
          {format}, {size}, {pages} pages
        </span>
      </span>
      <DownloadSimple size={22} weight="bold" aria-hidden className={styles.download} />
    </a>
  );
}

import { Icon } from '@/components/ui/icon';
import { formatFileSize, publicFileSize } from '@/buildtime/files';
import { counted, fill, ui } from '@/content/interface';
import styles from './brochure-link.module.scss';
import type { TrackedEventName } from '@/lib/track';

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
  const brochureEvent: TrackedEventName = 'Brochure Downloaded';
  const fileName = url.split('/').pop();
  return (
    <a
      href={url}
      download={fileName}
      type="application/pdf"
      className={styles.link}
      data-track={brochureEvent}
      data-track-file={fileName}
    >
      <Icon name="file-pdf" size={36} weight="duotone" className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.meta}>
          {fill(ui.services.brochure_details, { format, size, pages: counted(ui.services.brochure_pages, pages) })}
        </span>
      </span>
      <Icon name="download" size={22} weight="bold" className={styles.download} />
    </a>
  );
}

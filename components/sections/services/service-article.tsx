import { Image } from '@/components/ui/image';
import { CheckList } from '@/components/ui/check-list';
import type { Picture } from '@/content/types';
import styles from './service-article.module.scss';

export interface ServiceArticleProps {
  image: Picture;
  overviewTitle: string;
  /** The first, larger paragraph. */
  lead: string;
  paragraphs: readonly string[];
  listTitle: string;
  list: readonly string[];
}

/** The opening of a service page: illustration, overview and what is delivered or included. */
export function ServiceArticle({ image, overviewTitle, lead, paragraphs, listTitle, list }: ServiceArticleProps) {
  return (
    <>
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        priority
        className={styles.image}
      />
      <section className={styles.block} aria-labelledby="service-overview">
        <h2 id="service-overview" className={styles.title}>
          {overviewTitle}
        </h2>
        <p className={styles.lead}>{lead}</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.block} aria-labelledby="service-list">
        <h2 id="service-list" className={styles.title}>
          {listTitle}
        </h2>
        <CheckList items={list} columns={2} />
      </section>
    </>
  );
}

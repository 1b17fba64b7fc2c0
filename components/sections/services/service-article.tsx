import { ArticleBlock } from '@/components/ui/article-block';
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
      <ArticleBlock id="service-overview" title={overviewTitle}>
        <p className={styles.lead}>{lead}</p>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </ArticleBlock>
      <ArticleBlock id="service-list" title={listTitle} belowFirstScreen>
        <CheckList items={list} columns={2} />
      </ArticleBlock>
    </>
  );
}

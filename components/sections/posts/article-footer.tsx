import { TagList } from '@/components/ui/tag-list';
import { ShareLinks } from './share-links';
import styles from './article-footer.module.scss';
import { searchUrl } from '@/content/permalinks';
import { ui } from '@/content/interface';

export interface ArticleFooterProps {
  tags: string[];
  tagsLabel: string;
  shareLabel: string;
  /** The absolute, canonical URL of the article. */
  url: string;
  title: string;
}

/** Under an article: its tags (each leading to search results) and share links. */
export function ArticleFooter({ tags, tagsLabel, shareLabel, url, title }: ArticleFooterProps) {
  return (
    <div className={styles.footer}>
      <div className={styles.tags}>
        <span className={styles.label} aria-hidden>
          {tagsLabel}:
        </span>
        <TagList items={tags.map((tag) => ({ name: tag, url: searchUrl(tag) }))} label={ui.posts.tags} size="sm" />
      </div>
      <ShareLinks url={url} title={title} label={shareLabel} />
    </div>
  );
}

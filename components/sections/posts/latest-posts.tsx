import { Section } from '@/components/ui/section';
import { sectionCopy } from '@/content/sections';
import type { Post } from '@/content/types';
import { PostCard } from './post-card';
import styles from './latest-posts.module.scss';

/** Every teaser leads to the static article. */
const articleHref = '/blog-details';

export interface LatestPostsProps {
  /** Newest first. */
  posts: Post[];
  /** One featured post beside the next three (home variant one), or three cards. */
  layout?: 'featured' | 'cards';
  tone?: 'default' | 'muted';
}

/** The latest blog posts. */
export function LatestPosts({ posts, layout = 'cards', tone = 'default' }: LatestPostsProps) {
  const [featured, ...rest] = posts;
  return (
    <Section id="blog" heading={sectionCopy.blog} tone={tone}>
      {layout === 'featured' && featured ? (
        <div className={styles.featured}>
          <PostCard post={featured} href={articleHref} layout="featured" />
          <ul className={styles.sidebar} aria-label="More recent posts">
            {rest.slice(0, 3).map((post) => (
              <li key={post.slug}>
                <PostCard post={post} href={articleHref} layout="row" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className={styles.cards}>
          {posts.slice(0, 3).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} href={articleHref} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

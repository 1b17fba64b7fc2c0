import { Section } from '@/components/ui/section';
import { sectionCopy } from '@/content/sections';
import type { Post } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { PostCard } from './post-card';
import styles from './latest-posts.module.scss';
import { ui } from '@/content/interface';

/** Every teaser leads to the static article. */

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
          <PostCard post={featured} layout="featured" />
          <ul className={styles.sidebar} aria-label={ui.regions.recent_posts}>
            {rest.slice(0, 3).map((post, index) => (
              <Reveal as="li" key={post.slug} index={index}>
                <PostCard post={post} layout="row" />
              </Reveal>
            ))}
          </ul>
        </div>
      ) : (
        <ul className={styles.cards}>
          {posts.slice(0, 3).map((post, index) => (
            <Reveal as="li" key={post.slug} index={index}>
              <PostCard post={post} />
            </Reveal>
          ))}
        </ul>
      )}
    </Section>
  );
}

import type { Post } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { PostCard } from './post-card';
import styles from './blog-listing.module.scss';

export interface BlogListingProps {
  title: string;
  posts: Post[];
}

/** The blog's list of posts, one large card per row. */
export function BlogListing({ title, posts }: BlogListingProps) {
  return (
    <section aria-labelledby="blog-listing-title">
      <h2 id="blog-listing-title" className="visually-hidden">
        {title}
      </h2>
      <ul className={styles.list}>
        {posts.map((post, index) => (
          <Reveal as="li" key={post.slug} index={index} columns={1}>
            <PostCard post={post} layout="featured" priority={index === 0} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}

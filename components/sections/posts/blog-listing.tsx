import type { Post } from '@/content/types';
import { PostCard } from './post-card';
import styles from './blog-listing.module.scss';

export interface BlogListingProps {
  title: string;
  posts: Post[];
  /** Where every post leads (the static blog leads all to one article). */
  href: string;
}

/** The blog's list of posts, one large card per row. */
export function BlogListing({ title, posts, href }: BlogListingProps) {
  return (
    <section aria-labelledby="blog-listing-title">
      <h2 id="blog-listing-title" className="visually-hidden">
        {title}
      </h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} href={href} layout="featured" />
          </li>
        ))}
      </ul>
    </section>
  );
}

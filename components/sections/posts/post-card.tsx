import { Image } from '@/components/ui/image';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/content/permalinks';
import type { Post } from '@/content/types';
import { cx } from '@/lib/class-names';
import { formatDate } from '@/lib/format';
import styles from './post-card.module.scss';
import { fill, ui } from '@/content/interface';

export interface PostCardProps {
  post: Post;
  /** `row`: image beside the text, for lists next to a featured post. */
  layout?: 'stacked' | 'featured' | 'compact' | 'row';
  headingLevel?: 'h2' | 'h3';
  /** The listing's first card: its image is the largest thing on the first screen. */
  priority?: boolean;
}

/** A blog post teaser: image, author, date, title, description and Read More. */
export function PostCard({ post, layout = 'stacked', headingLevel: Heading = 'h3', priority = false }: PostCardProps) {
  return (
    <article className={cx(styles.card, styles[layout])}>
      <a href={paths.blogDetails} className={styles.media} tabIndex={-1} aria-hidden>
        <Image src={post.imgUrl} alt="" width={1200} height={800} priority={priority} className={styles.image} />
      </a>
      <div className={styles.body}>
        <ul className={styles.meta}>
          <li>
            <Icon name="user" size={16} /> <span className="visually-hidden">{ui.posts.author} </span>
            {post.author}
          </li>
          <li>
            <Icon name="calendar" size={16} />
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </li>
        </ul>
        <Heading className={styles.title}>
          <a href={paths.blogDetails}>{post.title}</a>
        </Heading>
        {layout !== 'compact' && <p className={styles.description}>{post.description}</p>}
        {layout !== 'compact' && (
          <a href={paths.blogDetails} className={styles.more}>
            {ui.posts.read_more}
            <span className="visually-hidden"> {fill(ui.posts.read_more_hidden, { title: post.title })}</span>{' '}
            <Icon name="arrow-right" size={16} weight="bold" />
          </a>
        )}
      </div>
    </article>
  );
}

import { belowFirstScreen } from '@/lib/first-screen';
import { Image } from '@/components/ui/image';
import { Icon } from '@/components/ui/icon';
import type { BlogComment } from '@/content/posts';
import { formatDate } from '@/lib/format';
import styles from './comment-list.module.scss';
import { fill, ui } from '@/content/interface';

export interface CommentListProps {
  title: string;
  comments: BlogComment[];
  /** The id of the comment form each Reply link leads to. */
  formId: string;
}

/** An article's comments, each with a Reply link to the comment form. */
export function CommentList({ title, comments, formId }: CommentListProps) {
  return (
    <section className={styles.section} aria-labelledby="comments-title" {...belowFirstScreen}>
      <h2 id="comments-title" className={styles.title}>
        {title} ({comments.length})
      </h2>
      <ol className={styles.list}>
        {comments.map((comment) => (
          <li key={`${comment.name}-${comment.date}`}>
            <article className={styles.comment} aria-label={fill(ui.posts.comment_by, { name: comment.name })}>
              <Image src={comment.imgUrl} alt="" width={160} height={160} className={styles.avatar} />
              <div className={styles.body}>
                <header className={styles.head}>
                  <p className={styles.name}>{comment.name}</p>
                  <time dateTime={comment.date} className={styles.date}>
                    {formatDate(comment.date)}
                  </time>
                </header>
                <p className={styles.text}>{comment.text}</p>
                <a
                  href={`#${formId}`}
                  className={styles.reply}
                  aria-label={fill(ui.posts.reply_to, { name: comment.name })}
                >
                  <Icon name="arrow-reply" size={16} weight="bold" />
                  {ui.posts.reply}
                </a>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { Image } from '@/components/ui/image';
import { Icon } from '@/components/ui/icon';
import { CheckList } from '@/components/ui/check-list';
import type { BlogArticle as Article } from '@/content/posts';
import { formatDate } from '@/lib/format';
import { ui } from '@/content/interface';
import styles from './blog-article.module.scss';

export interface BlogArticleProps {
  article: Article;
}

/** The static article: image, meta, introduction, pull quote, a list and the closing. */
export function BlogArticle({ article }: BlogArticleProps) {
  return (
    <>
      <Image src={article.imgUrl} alt="" width={1200} height={800} priority className={styles.image} />
      <ul className={styles.meta}>
        <li>
          <Icon name="user" size={18} />
          <span className="visually-hidden">{ui.posts.author} </span>
          {article.author}
        </li>
        <li>
          <Icon name="calendar" size={18} />
          <span className="visually-hidden">{ui.posts.published} </span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </li>
        <li>
          <Icon name="folder" size={18} />
          <span className="visually-hidden">{ui.posts.category} </span>
          {article.category}
        </li>
      </ul>
      <h2 id="article-title" className={styles.title}>
        {article.title}
      </h2>
      {article.intro.map((paragraph, index) => (
        <p key={index} className={styles.text}>
          {paragraph}
        </p>
      ))}
      <figure className={styles.quote}>
        <Icon name="quotes" size={40} weight="fill" className={styles.quoteMark} />
        <blockquote>
          <p>{article.quote.text}</p>
        </blockquote>
        <figcaption>{article.quote.cite}</figcaption>
      </figure>
      <h3 className={styles.subheading}>{article.subheading}</h3>
      <CheckList items={article.bullets} />
      <div className={styles.closing}>
        {article.closing.map((paragraph, index) => (
          <p key={index} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}

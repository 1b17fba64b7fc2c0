import { belowFirstScreen } from '@/lib/first-screen';
import { Image } from '@/components/ui/image';
import type { BlogAuthor } from '@/content/posts';
import styles from './author-bio.module.scss';
import { fill, ui } from '@/content/interface';

export interface AuthorBioProps {
  author: BlogAuthor;
  title: string;
}

/** The author box under an article. */
export function AuthorBio({ author, title }: AuthorBioProps) {
  return (
    <section className={styles.bio} aria-labelledby="author-bio-title" {...belowFirstScreen}>
      <div className={styles.layout}>
        <Image
          src={author.imgUrl}
          alt={fill(ui.people.portrait, { name: author.name })}
          width={600}
          height={600}
          className={styles.portrait}
        />
        <div>
          <h2 id="author-bio-title" className={styles.eyebrow}>
            {title}
          </h2>
          <p className={styles.name}>{author.name}</p>
          <p className={styles.role}>{author.role}</p>
          <p className={styles.text}>{author.bio}</p>
        </div>
      </div>
    </section>
  );
}

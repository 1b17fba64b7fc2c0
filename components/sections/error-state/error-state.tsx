import { Image } from '@/components/ui/image';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/content/permalinks';
import type { Picture } from '@/content/types';
import themeImages from '@/components/ui/theme-images.module.scss';
import styles from './error-state.module.scss';
import { ui } from '@/content/interface';

export interface ErrorStateProps {
  /** `darkSrc`: the same picture drawn for the dark theme's surface, shown instead there. */
  image: Picture & { darkSrc?: string };
  title: string;
  text: string;
}

/** The illustration, message and way home of the not-found page. */
export function ErrorState({ image, title, text }: ErrorStateProps) {
  return (
    <section className={styles.section} aria-labelledby="error-title">
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={image.darkSrc ? `${styles.image} ${themeImages.forLightTheme}` : styles.image}
        // At once but at a low priority, which keeps React from preloading it: every page's
        // payload carries this screen (its not-found boundary), and a preload there would be
        // fetched on every page.
        loading="eager"
        fetchPriority="low"
      />
      {image.darkSrc && (
        // Lazy, so that hidden in the light theme it is not fetched.
        <Image
          src={image.darkSrc}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className={`${styles.image} ${themeImages.forDarkTheme}`}
        />
      )}
      <h2 id="error-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={paths.home} size="lg">
        {ui.not_found.back}
      </ButtonLink>
    </section>
  );
}

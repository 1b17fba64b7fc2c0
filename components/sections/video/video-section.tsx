import { Image } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { sectionCopy } from '@/content/sections';
import { HomeVideoButton } from './home-video-button';
import styles from './video-section.module.scss';

/** Home variant three's video section: the poster with a large play button that opens the home video. */
export function VideoSection() {
  const copy = sectionCopy.video;
  return (
    <section className={styles.section} aria-labelledby="video-title">
      <div className={styles.inner}>
        <SectionHeading id="video-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} tone="inverse" />
        <div className={styles.poster}>
          <Image src="/images/video-poster.svg" alt="" width={1280} height={720} className={styles.image} />
          <div className={styles.play}>
            <HomeVideoButton id="video-section-dialog" variant="poster" />
          </div>
        </div>
      </div>
    </section>
  );
}

import { Image } from '@/components/ui/image';
import { ButtonLink } from '@/components/ui/button';
import { CreativeSlider } from '@/components/ui/creative-slider.client';
import { sliderSettings } from '@/components/ui/slider-settings';
import { heroOne, type HeroSlide } from '@/content/home';
import { quoteLink } from '@/content/navigation';
import styles from './hero-slider.module.scss';
import { paths } from '@/content/permalinks';
import { ui } from '@/content/interface';

export interface HeroSliderProps {
  slides: HeroSlide[];
}

/**
 * Home variant three's opening: full-bleed slides with a creative transition,
 * under the transparent header. The first slide's title is the page's h1.
 */
export function HeroSlider({ slides }: HeroSliderProps) {
  return (
    <section className={styles.hero}>
      <CreativeSlider
        settings={sliderSettings.hero}
        label={ui.regions.highlights}
        words={ui.sliders}
        pagination
        tone="dark"
        className={styles.slider}
        controlsClassName={styles.controls}
        slides={slides.map((slide, index) => {
          const Title = index === 0 ? 'h1' : 'h2';
          return (
            <div key={slide.title} className={styles.slide}>
              <Image
                src={`/images/hero/slide-${index + 1}.svg`}
                alt=""
                width={1600}
                height={900}
                priority={index === 0}
                className={styles.background}
              />
              <div className={styles.content}>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <Title className={styles.title}>{slide.title}</Title>
                <p className={styles.text}>{slide.text}</p>
                <div className={styles.actions}>
                  <ButtonLink href={quoteLink.url} size="lg">
                    {quoteLink.name}
                  </ButtonLink>
                  <ButtonLink href={paths.services} size="lg" variant="ghost">
                    {heroOne.secondaryCtaLabel}
                  </ButtonLink>
                </div>
              </div>
            </div>
          );
        })}
      />
    </section>
  );
}

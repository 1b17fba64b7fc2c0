import { Image } from '@/components/ui/image';
import { fill, ui } from '@/content/interface';
import { site } from '@/content/site';
import themeImages from '@/components/ui/theme-images.module.scss';

export interface LogoProps {
  href: string;
  tone?: 'dark' | 'light';
  className?: string;
  /**
   * Load it at once rather than lazily: the header's logo, which is above the fold. At a low
   * priority, which also keeps React from preloading it: a small image that is not the main
   * content must not compete with the stylesheets and fonts for a phone's bandwidth before the
   * first paint.
   */
  eager?: boolean;
}

/**
 * The logo: light lettering for a dark surface, or dark lettering for a light one. A light
 * surface turns dark in the dark theme, so the dark logo comes with the light one, which the
 * stylesheet shows instead there. Hidden and lazy, the other is not
 * fetched at all.
 */
export function Logo({ href, tone = 'dark', className, eager = false }: LogoProps) {
  const logo = tone === 'light' ? site.logoLight : site.logo;
  return (
    <a href={href} className={className} aria-label={fill(ui.menu.logo, { company_full_name: site.name })}>
      <Image
        src={logo.src}
        alt=""
        width={logo.width}
        height={logo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'low' : undefined}
        className={tone === 'dark' ? themeImages.forLightTheme : undefined}
      />
      {tone === 'dark' && (
        <Image
          src={site.logoLight.src}
          alt=""
          width={site.logoLight.width}
          height={site.logoLight.height}
          className={themeImages.forDarkTheme}
        />
      )}
    </a>
  );
}

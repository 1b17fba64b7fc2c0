import { Image } from '@/components/ui/image';
import Link from 'next/link';
import { site } from '@/content/site';

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

export function Logo({ href, tone = 'dark', className, eager = false }: LogoProps) {
  const logo = tone === 'light' ? site.logoLight : site.logo;
  return (
    <Link href={href} className={className} aria-label={`${site.name} home`}>
      <Image
        src={logo.src}
        alt=""
        width={logo.width}
        height={logo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'low' : undefined}
      />
    </Link>
  );
}

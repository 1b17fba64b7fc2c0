import Image from 'next/image';
import Link from 'next/link';
import { site } from '@/content/site';

export interface LogoProps {
  href: string;
  tone?: 'dark' | 'light';
  className?: string;
  /** Preload it: only the header's logo, which is above the fold. */
  priority?: boolean;
}

export function Logo({ href, tone = 'dark', className, priority = false }: LogoProps) {
  const logo = tone === 'light' ? site.logoLight : site.logo;
  return (
    <Link href={href} className={className} aria-label={`${site.name} home`}>
      <Image src={logo.src} alt="" width={logo.width} height={logo.height} priority={priority} />
    </Link>
  );
}

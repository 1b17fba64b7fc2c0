import { Hero } from '@/components/sections/hero/hero';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { heroOne } from '@/content/home';
import { buildMetadata, site } from '@/content/site';

export const metadata = buildMetadata({ title: site.name, description: site.description, path: '/' });

export default function HomePage() {
  return (
    <>
      <Hero
        content={heroOne}
        tone="dark"
        primaryHref="/contact"
        secondaryHref="/services"
        image={{
          src: '/images/hero/hero-one.svg',
          alt: 'A mobile app and analytics dashboard connected by AI services',
          width: 720,
          height: 640,
        }}
      />
      <Newsletter />
    </>
  );
}

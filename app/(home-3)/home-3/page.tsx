import { Hero } from '@/components/sections/hero/hero';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { heroOne } from '@/content/home';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Engineering Digital Growth',
  description: 'Practical AI, mobile and web products, secure cloud foundations: meet the senior team behind them.',
  path: '/home-3',
});

export default function HomeThreePage() {
  return (
    <>
      <Hero
        content={heroOne}
        tone="dark"
        underHeader
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

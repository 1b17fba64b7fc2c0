import { Hero } from '@/components/sections/hero/hero';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { heroTwo } from '@/content/home';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Your Technology Partner',
  description: 'Mobile apps, AI, web platforms, cloud and security, delivered by one senior team from idea to launch.',
  path: '/home-2',
});

export default function HomeTwoPage() {
  return (
    <>
      <Hero
        content={heroTwo}
        tone="light"
        underHeader
        primaryHref="/contact"
        secondaryHref="/projects"
        image={{
          src: '/images/hero/hero-two.svg',
          alt: 'A laptop, a cloud and a security shield working together',
          width: 720,
          height: 640,
        }}
      />
      <Newsletter />
    </>
  );
}

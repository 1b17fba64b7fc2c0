import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'About Us',
  description: 'Meet the engineers, designers and strategists behind Corevia Technologies and the way we work.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageBanner
        title="About Us"
        links={[
          { name: 'Home', url: '/' },
          { name: 'About Us', url: '/about' },
        ]}
      />
      <CallToAction />
    </>
  );
}

import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { AccessibilityStatement } from '@/components/sections/accessibility/accessibility-statement';
import { accessibilityStatement } from '@/content/accessibility';
import { pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.accessibility,
    path: paths.accessibility,
  });
}

export default function AccessibilityPage() {
  return (
    <>
      <PageBanner title={ui.titles.accessibility} path={paths.accessibility} />
      <AccessibilityStatement statement={accessibilityStatement} />
      <CallToAction />
    </>
  );
}

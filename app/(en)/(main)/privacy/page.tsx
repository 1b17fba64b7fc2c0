import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { PrivacyNotice } from '@/components/sections/privacy/privacy-notice';
import { pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { privacyConfig, privacyNotice } from '@/buildtime/privacy';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.privacy,
    path: paths.privacy,
  });
}

export default function PrivacyPage() {
  return (
    <>
      <PageBanner title={ui.titles.privacy} path={paths.privacy} />
      <PrivacyNotice sections={privacyNotice(privacyConfig())} />
      <CallToAction />
    </>
  );
}

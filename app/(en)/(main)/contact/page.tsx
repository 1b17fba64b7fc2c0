import { ContactInfo } from '@/components/sections/contact/contact-info';
import { ContactMap } from '@/components/sections/contact/contact-map';
import { ContactSection } from '@/components/sections/contact/contact-section';
import { QuoteForm } from '@/components/sections/contact/quote-form';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { buildMetadata } from '@/content/metadata';
import { contact, contactItems, contactMap, contactMapUrls, socials } from '@/content/site';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.contact,
    path: paths.contact,
  });
}

export default function ContactPage() {
  const map = contactMapUrls();
  return (
    <>
      <PageBanner title={ui.titles.contact} path={paths.contact} />
      <ContactSection
        eyebrow={pages.contact.eyebrow}
        formTitle={pages.contact.formTitle}
        formText={pages.contact.formText}
        form={<QuoteForm submitLabel={pages.contact.formSubmit} labelledBy="contact-form-title" />}
        info={
          <ContactInfo
            title={pages.contact.infoTitle}
            text={pages.contact.infoText}
            items={contactItems}
            hours={{ label: pages.contact.hoursLabel, value: contact.hours }}
            socials={socials}
            followTitle={pages.contact.followTitle}
          />
        }
      />
      <ContactMap
        heading={pages.contact.mapTitle}
        frameTitle={contactMap.title}
        embedUrl={map.embed}
        fullMapUrl={map.full}
        fullMapLabel={pages.contact.mapLink}
        height={contactMap.height}
        address={contact.address}
      />
      <CallToAction />
    </>
  );
}

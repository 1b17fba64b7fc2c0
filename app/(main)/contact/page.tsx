import { ContactInfo } from '@/components/sections/contact/contact-info';
import { ContactMap } from '@/components/sections/contact/contact-map';
import { ContactSection } from '@/components/sections/contact/contact-section';
import { QuoteForm } from '@/components/sections/contact/quote-form';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { contactCopy as copy, pageMeta } from '@/content/page-copy';
import { paths } from '@/content/permalinks';
import { buildMetadata, contact, contactItems, contactMap, contactMapUrls, socials } from '@/content/site';

export const metadata = buildMetadata({
  ...pageMeta.contact,
  path: paths.contact,
});

export default function ContactPage() {
  const map = contactMapUrls();
  return (
    <>
      <PageBanner title="Contact Us" path={paths.contact} />
      <ContactSection
        eyebrow={copy.eyebrow}
        formTitle={copy.formTitle}
        formText={copy.formText}
        form={<QuoteForm submitLabel={copy.formSubmit} labelledBy="contact-form-title" />}
        info={
          <ContactInfo
            title={copy.infoTitle}
            text={copy.infoText}
            items={contactItems}
            hours={{ label: copy.hoursLabel, value: contact.hours }}
            socials={socials}
            followTitle={copy.followTitle}
          />
        }
      />
      <ContactMap
        heading={copy.mapTitle}
        frameTitle={contactMap.title}
        embedUrl={map.embed}
        fullMapUrl={map.full}
        fullMapLabel={copy.mapLink}
        height={contactMap.height}
        address={contact.address}
      />
      <CallToAction />
    </>
  );
}

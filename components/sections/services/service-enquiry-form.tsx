import { FormField } from '@/components/ui/form-field';
import { SiteForm } from '@/components/ui/site-form';
import { formFields } from '@/content/forms';

export interface ServiceEnquiryFormProps {
  /** The service asked about; it travels with the enquiry. Absent on the generic page. */
  serviceTitle?: string;
}

/** The small contact form of the service sidebar. */
export function ServiceEnquiryForm({ serviceTitle }: ServiceEnquiryFormProps) {
  const labels = formFields.service;
  return (
    <SiteForm kind="service" topic={serviceTitle} submitLabel={labels.submit} layout="stack">
      <FormField id="enquiry-name" name="name" label={labels.name} autoComplete="name" />
      <FormField id="enquiry-email" name="email" label={labels.email} type="email" autoComplete="email" />
      <FormField id="enquiry-phone" name="phone" label={labels.phone} type="tel" autoComplete="tel" />
      <FormField id="enquiry-message" name="message" label={labels.message} type="textarea" rows={4} />
    </SiteForm>
  );
}

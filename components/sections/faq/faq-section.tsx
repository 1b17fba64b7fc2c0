import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { sectionCopy, type SectionCopy } from '@/content/sections';
import type { Faq } from '@/content/types';
import { faqPageJsonLd } from '@/lib/json-ld';
import { FaqAccordion } from './faq-accordion.client';

/** Splits the questions into two columns: the first half on the left. */
export function splitIntoColumns<T>(items: T[]): T[][] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/** The FAQ shows the first 4 questions of the file, however many it holds (the specification). */
export const faqItemCount = 4;

export interface FaqSectionProps {
  faqs: Faq[];
  /** Unique on the page. */
  id?: string;
  heading?: SectionCopy;
  tone?: 'default' | 'muted';
}

/** The FAQ: a heading, the two-column accordion and the page's FAQPage structured data. */
export function FaqSection({ faqs, id = 'faq', heading = sectionCopy.faq, tone = 'default' }: FaqSectionProps) {
  const shown = faqs.slice(0, faqItemCount);
  return (
    <Section id={id} heading={heading} tone={tone}>
      <FaqAccordion columns={splitIntoColumns(shown)} id={id} />
      <JsonLd data={faqPageJsonLd(shown)} />
    </Section>
  );
}

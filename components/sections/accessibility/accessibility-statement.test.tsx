import { render, screen, within } from '@testing-library/react';
import AccessibilityPage from '@/app/(en)/(main)/accessibility/page';
import { accessibilityStatement, knownLimitations } from '@/content/accessibility';
import { fill } from '@/content/interface';
import { inLanguage } from '@/content/localized';
import { contact } from '@/content/site';
import { formatDate } from '@/lib/format';
import { AccessibilityStatement } from './accessibility-statement';

// The statement shows every section of content/accessibility.yml as a region named by its
// heading, its review day as a date, and the two ways to report a barrier.
const sectionsOf = () => {
  const { status, beyond, checks, limitations, report, preparation, enforcement } = accessibilityStatement;
  return [status, beyond, checks, limitations, report, preparation, enforcement].map((section) => section.title);
};

describe('AccessibilityStatement', () => {
  it('is the page’s content under its banner, each section a region in the model statement’s order', () => {
    render(<AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility Statement');
    const titles = sectionsOf();
    for (const title of titles) expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, titles.length)).toEqual(titles);
  });

  it('dates its last review, lists every known limitation and the screen readers it is read with', () => {
    const { container } = render(<AccessibilityStatement statement={accessibilityStatement} />);
    const { reviewed, checks, limitations } = accessibilityStatement;
    const dates = container.querySelectorAll(`time[datetime="${reviewed}"]`);
    expect([...dates].map((date) => date.textContent)).toEqual([formatDate(reviewed), formatDate(reviewed)]);
    const region = screen.getByRole('region', { name: limitations.title });
    for (const item of knownLimitations(accessibilityStatement))
      expect(within(region).getByText(`${item.title}.`)).toBeInTheDocument();
    const howChecked = screen.getByRole('region', { name: checks.title });
    for (const setup of checks.readers)
      expect(within(howChecked).getByText(fill(checks.reader_setup, setup))).toBeInTheDocument();
  });

  it.each([
    ['en', '/contact'],
    ['de', '/de/contact'],
    ['ar', '/ar/contact'],
  ] as const)(
    'in %s, reports go to the contact form of that language or to the e-mail address, answered in days',
    (language, contactPath) =>
      inLanguage(language, () => {
        render(<AccessibilityStatement statement={accessibilityStatement} />);
        const { report } = accessibilityStatement;
        const region = screen.getByRole('region', { name: report.title });
        expect(within(region).getByRole('link', { name: report.form_link })).toHaveAttribute('href', contactPath);
        expect(within(region).getByRole('link', { name: contact.email })).toHaveAttribute(
          'href',
          `mailto:${contact.email}`,
        );
        expect(region).toHaveTextContent(fill(report.answer, { days: report.answer_days }));
      }),
  );
});

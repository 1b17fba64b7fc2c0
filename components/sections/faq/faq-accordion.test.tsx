import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqs } from '@/content/faqs';
import { faqPageJsonLd } from '@/lib/json-ld';
import { FaqAccordion } from './faq-accordion.client';
import { FaqSection, faqItemCount, splitIntoColumns } from './faq-section';

// The section shows the first 4 questions of content/faqs.yml, however many it holds.
const shown = faqs.slice(0, 4);
const columns = splitIntoColumns(shown);
const [left = [], right = []] = columns;

function item(question: string): HTMLDetailsElement {
  const details = screen.getByText(question).closest('details');
  if (!details) throw new Error(`no item for ${question}`);
  return details;
}

async function toggle(question: string) {
  await userEvent.click(screen.getByText(question));
}

describe('FaqAccordion', () => {
  it('puts the four questions in two columns of two, in the order of the file', () => {
    expect(faqItemCount).toBe(4);
    expect(columns).toEqual([shown.slice(0, 2), shown.slice(2, 4)]);
  });

  it('opens the first question of the left column only, with every answer in the HTML', () => {
    render(<FaqAccordion columns={columns} id="faq" />);
    expect(item(left[0]!.question)).toHaveAttribute('open');
    for (const faq of [left[1]!, ...right]) expect(item(faq.question)).not.toHaveAttribute('open');
    for (const faq of shown) expect(screen.getByText(faq.answer)).toBeInTheDocument();
  });

  it('groups each column by name, so the browser keeps one item open per column', () => {
    render(<FaqAccordion columns={columns} id="faq" />);
    expect(item(left[0]!.question)).toHaveAttribute('name', 'faq-0');
    expect(item(left[1]!.question)).toHaveAttribute('name', 'faq-0');
    expect(item(right[0]!.question)).toHaveAttribute('name', 'faq-1');
  });

  it('closes the open item when another in the same column opens', async () => {
    render(<FaqAccordion columns={columns} id="faq" />);
    await toggle(left[1]!.question);
    await waitFor(() => expect(item(left[0]!.question)).not.toHaveAttribute('open'));
    expect(item(left[1]!.question)).toHaveAttribute('open');
    expect(screen.getByText(left[1]!.answer)).toBeVisible();
    expect(screen.getByText(left[0]!.answer)).not.toBeVisible();
  });

  it('closes the open item when it is selected again', async () => {
    render(<FaqAccordion columns={columns} id="faq" />);
    await toggle(left[0]!.question);
    await waitFor(() => expect(item(left[0]!.question)).not.toHaveAttribute('open'));
    for (const faq of shown) expect(item(faq.question)).not.toHaveAttribute('open');
  });

  it('keeps the columns independent', async () => {
    render(<FaqAccordion columns={columns} id="faq" />);
    await toggle(right[1]!.question);
    await waitFor(() => expect(item(right[1]!.question)).toHaveAttribute('open'));
    expect(item(left[0]!.question)).toHaveAttribute('open');
    await toggle(right[0]!.question);
    await waitFor(() => expect(item(right[1]!.question)).not.toHaveAttribute('open'));
    expect(item(right[0]!.question)).toHaveAttribute('open');
    expect(item(left[0]!.question)).toHaveAttribute('open');
  });
});

describe('FaqSection', () => {
  // Five questions, as an editor might leave the file: the section still shows the first four.
  const five = [...shown, { question: 'A fifth question an editor added?', answer: 'Its answer stays off the page.' }];

  it('shows the first 4 questions of the file, in its order, in two columns', () => {
    render(<FaqSection faqs={five} />);
    const questions = screen.getAllByRole('group').map((details) => details.querySelector('summary')?.textContent);
    expect(questions).toEqual(shown.map((faq) => faq.question));
    const [first, second] = screen.getAllByRole('group');
    expect(first).toHaveAttribute('name', 'faq-0');
    expect(second).toHaveAttribute('name', 'faq-0');
    expect(screen.queryByText(five[4]!.question)).not.toBeInTheDocument();
  });

  it('adds FAQPage structured data for the questions it shows', () => {
    const { container } = render(<FaqSection faqs={five} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual(faqPageJsonLd(shown));
    expect(faqPageJsonLd(shown)).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: shown.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { text: faq.answer },
      })),
    });
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

import { Fragment, type ReactNode } from 'react';
import { ArticleBlock } from '@/components/ui/article-block';
import { knownLimitations, type AccessibilityStatement as Statement } from '@/content/accessibility';
import { fill } from '@/content/interface';
import { paths } from '@/content/permalinks';
import { contact } from '@/content/site';
import { formatDate } from '@/lib/format';
import styles from './accessibility-statement.module.scss';

export interface AccessibilityStatementProps {
  statement: Statement;
}

/** A text whose `{name}` placeholders are replaced by nodes (a link, a date). */
function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[part] ?? `{${part}}`}</Fragment> : part));
}

const Paragraphs = ({ texts }: { texts: string[] }) => texts.map((text, index) => <p key={index}>{text}</p>);

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item, index) => (
      <li key={index}>{item}</li>
    ))}
  </ul>
);

/**
 * The accessibility statement (content/accessibility.yml), in the sections of the EU's model
 * statement: compliance status, beyond it, the checks, known limitations, reporting a barrier,
 * preparation and enforcement, each a titled region.
 */
export function AccessibilityStatement({ statement }: AccessibilityStatementProps) {
  const { status, beyond, checks, limitations, report, preparation, enforcement } = statement;
  const date = <time dateTime={statement.reviewed}>{formatDate(statement.reviewed)}</time>;
  const email = (
    <a href={`mailto:${contact.email}`}>
      <bdi dir="ltr">{contact.email}</bdi>
    </a>
  );
  return (
    <div className={styles.statement}>
      <div className={styles.lead}>
        <p className={styles.reviewed}>{withNodes(statement.reviewed_line, { date })}</p>
        <Paragraphs texts={statement.intro} />
      </div>
      <ArticleBlock id="accessibility-status" title={status.title}>
        <Paragraphs texts={status.text} />
      </ArticleBlock>
      <ArticleBlock id="accessibility-beyond" title={beyond.title}>
        <p>{beyond.intro}</p>
        <List items={beyond.items} />
      </ArticleBlock>
      <ArticleBlock id="accessibility-checks" title={checks.title}>
        <p>{checks.automated_intro}</p>
        <List items={checks.automated} />
        <p>{checks.manual_intro}</p>
        <List items={checks.manual} />
        <p>{checks.readers_intro}</p>
        <List items={checks.readers.map((setup) => fill(checks.reader_setup, setup))} />
      </ArticleBlock>
      <ArticleBlock id="accessibility-limitations" title={limitations.title}>
        <p>{limitations.intro}</p>
        <ul>
          {knownLimitations(statement).map((item) => (
            <li key={item.title}>
              <strong>{item.title}.</strong> {item.text}
            </li>
          ))}
        </ul>
      </ArticleBlock>
      <ArticleBlock id="accessibility-report" title={report.title}>
        <p>{withNodes(report.text, { form: <a href={paths.contact}>{report.form_link}</a>, email })}</p>
        <p>{report.include}</p>
        <p>{fill(report.answer, { days: report.answer_days })}</p>
      </ArticleBlock>
      <ArticleBlock id="accessibility-preparation" title={preparation.title}>
        <Paragraphs texts={preparation.text} />
        <p>{withNodes(preparation.reviewed, { date })}</p>
      </ArticleBlock>
      <ArticleBlock id="accessibility-enforcement" title={enforcement.title}>
        <Paragraphs texts={enforcement.text} />
      </ArticleBlock>
    </div>
  );
}

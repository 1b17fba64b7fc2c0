import Link from 'next/link';
import { ArticleBlock } from '@/components/ui/article-block';
import type { Block, Inline, NoticeSection } from '@/build/privacy';
import { ui } from '@/content/interface';
import { defaultLanguage, languageInfo } from '@/content/languages';
import { pageLanguage } from '@/content/localized';
import styles from './privacy-notice.module.scss';

export interface PrivacyNoticeProps {
  sections: NoticeSection[];
}

/** A page of the site, which the client-side router can open; a file (security.txt, say) is not. */
const isPage = (href: string) => href.startsWith('/') && !/\.[a-z0-9]+$/i.test(href);

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : isPage(part.href) ? (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}

function NoticeBlock({ block }: { block: Block }) {
  if (block.type === 'p') {
    return (
      <p>
        <InlineText parts={block.content} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={index}>
          <InlineText parts={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The privacy notice's sections (build/privacy.ts), one titled block each. The notice is written,
 * and applies, in English: on the pages of other languages a line in the page's language says so
 * above it, and the notice is marked as English for screen readers and translation tools.
 */
export function PrivacyNotice({ sections }: PrivacyNoticeProps) {
  const english = pageLanguage() === defaultLanguage;
  return (
    <div className={styles.notice} {...(english ? {} : { lang: defaultLanguage, dir: 'ltr' })}>
      {!english && (
        <p className={styles.language} lang={pageLanguage()} dir={languageInfo[pageLanguage()].dir}>
          {ui.language.in_english}
        </p>
      )}
      {sections.map((section) => (
        <ArticleBlock key={section.id} id={section.id} title={section.title}>
          {section.blocks.map((block, index) => (
            <NoticeBlock key={index} block={block} />
          ))}
        </ArticleBlock>
      ))}
    </div>
  );
}

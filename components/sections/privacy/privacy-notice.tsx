import { ArticleBlock } from '@/components/ui/article-block';
import type { Block, Inline, NoticeSection } from '@/buildtime/privacy';
import styles from './privacy-notice.module.scss';

export interface PrivacyNoticeProps {
  sections: NoticeSection[];
}

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
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

/** The privacy notice's sections (buildtime/privacy.ts, in the page's language), one titled block each. */
export function PrivacyNotice({ sections }: PrivacyNoticeProps) {
  return (
    <div className={styles.notice}>
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

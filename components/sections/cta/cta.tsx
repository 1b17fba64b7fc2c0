import { Image } from '@/components/ui/image';
import { ButtonLink } from '@/components/ui/button';
import { quoteLink } from '@/content/navigation';
import { contact, telHref } from '@/content/site';
import { ctaBlock } from '@/content/home';
import { ui } from '@/content/interface';
import styles from './cta.module.scss';

/** The call-to-action block closing every inner page. */
export function CallToAction() {
  const [phone] = contact.phones;
  // The words around the number; the number itself reads left to right in any language.
  const [callBefore, callAfter = ''] = ui.contact.call.split('{phone}');
  // The same block closes every page: left out of the search index.
  return (
    <section className={styles.cta} aria-labelledby="cta-title" data-search="skip">
      <div className={styles.card}>
        <div className={styles.copy}>
          <h2 id="cta-title" className={styles.title}>
            {ctaBlock.title}
          </h2>
          <p className={styles.text}>{ctaBlock.text}</p>
          <div className={styles.actions}>
            <ButtonLink href={quoteLink.url} variant="light" size="lg">
              {ctaBlock.buttonLabel}
            </ButtonLink>
            {phone && (
              <a href={telHref(phone)} className={styles.phone}>
                {callBefore}
                <bdi dir="ltr">{phone}</bdi>
                {callAfter}
              </a>
            )}
          </div>
        </div>
        <Image src="/images/about/about-secondary.svg" alt="" width={400} height={400} className={styles.art} />
      </div>
    </section>
  );
}

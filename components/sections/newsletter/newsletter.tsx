import { EnvelopeSimple } from '@phosphor-icons/react/dist/ssr';
import { contact } from '@/content/site';
import styles from './newsletter.module.scss';

/** The newsletter strip; without a form endpoint it hands the address to the mail program. */
export function Newsletter() {
  return (
    <section className={styles.strip} aria-labelledby="newsletter-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <span className={styles.badge} aria-hidden>
            <EnvelopeSimple size={28} />
          </span>
          <h2 id="newsletter-title" className={styles.title}>
            Subscribe to Our Newsletter for the daily Updates
          </h2>
        </div>
        <form
          className={styles.form}
          action={`mailto:${contact.email}?subject=Newsletter%20subscription`}
          method="post"
          encType="text/plain"
          data-form="newsletter"
        >
          <label htmlFor="newsletter-email" className="visually-hidden">
            Email address
          </label>
          <input
            id="newsletter-email"
            className={styles.input}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Enter Your Email"
          />
          <button type="submit" className={styles.button}>
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}

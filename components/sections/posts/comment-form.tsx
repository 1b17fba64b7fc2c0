import { FormField } from '@/components/ui/form-field';
import { MailForm } from '@/components/ui/mail-form';
import styles from './comment-form.module.scss';

export interface CommentFormProps {
  /** The form's id: the Reply links lead here. */
  id: string;
  title: string;
  text: string;
  submitLabel: string;
  /** The article commented on; it names the e-mail's subject. */
  articleTitle: string;
}

/** The Add Your Comment form: name, email and message. */
export function CommentForm({ id, title, text, submitLabel, articleTitle }: CommentFormProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <MailForm
        id={id}
        form="comment"
        subject={`Comment on “${articleTitle}”`}
        submitLabel={submitLabel}
        labelledBy={`${id}-title`}
      >
        <FormField id="comment-name" name="name" label="Your name" autoComplete="name" required />
        <FormField id="comment-email" name="email" label="Email address" type="email" autoComplete="email" required />
        <FormField id="comment-message" name="message" label="Your comment" type="textarea" rows={6} required wide />
      </MailForm>
    </section>
  );
}

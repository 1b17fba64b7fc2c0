import { belowFirstScreen } from '@/lib/first-screen';
import { FormField } from '@/components/ui/form-field';
import { SiteForm } from '@/components/ui/site-form';
import { formFields } from '@/content/forms';
import styles from './comment-form.module.scss';

export interface CommentFormProps {
  /** The form's id: the Reply links lead here. */
  id: string;
  title: string;
  text: string;
  submitLabel: string;
  /** The article commented on; it travels with the comment. */
  articleTitle: string;
}

/** The Add Your Comment form: name, email and message. */
export function CommentForm({ id, title, text, submitLabel, articleTitle }: CommentFormProps) {
  const labels = formFields.comment;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} {...belowFirstScreen}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <SiteForm id={id} kind="comment" topic={articleTitle} submitLabel={submitLabel} labelledBy={`${id}-title`}>
        <FormField id="comment-name" name="name" label={labels.name} autoComplete="name" />
        <FormField id="comment-email" name="email" label={labels.email} type="email" autoComplete="email" />
        <FormField id="comment-message" name="message" label={labels.message} type="textarea" rows={6} wide />
      </SiteForm>
    </section>
  );
}

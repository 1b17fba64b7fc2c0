// How a field of content/schema.ts shows in the content manager (Sveltia CMS, /admin): the keys a
// schema's `.meta({...})` may carry (a label, a hint, a form control), and the controls the
// schemas share. It imports nothing of the content, so the schemas can use it;
// content/cms-settings.ts holds the settings of the site and of each collection.
import type { DateTimeField, FileField, RelationField, StringField } from '@sveltia/cms';

declare module 'zod' {
  interface GlobalMeta {
    /** The field's name in the content manager's form: every field it shows has one. */
    label?: string;
    /** A line of help under the field. */
    hint?: string;
    /** The form control, where the schema's type does not decide it (a text is a one-line `string`). */
    widget?: 'string' | 'text' | 'image' | 'file' | 'datetime' | 'relation';
    pattern?: StringField['pattern'];
    default?: StringField['default'];
    accept?: FileField['accept'];
    format?: DateTimeField['format'];
    time_format?: DateTimeField['time_format'];
    collection?: RelationField['collection'];
    file?: RelationField['file'];
    value_field?: RelationField['value_field'];
    search_fields?: RelationField['search_fields'];
    display_fields?: RelationField['display_fields'];
  }
}

/**
 * An image an editor picks or uploads: the formats the CMS previews. Uploads are served under a
 * sandbox (hosting/headers.ts).
 */
export const imageField = {
  widget: 'image',
  accept: 'image/avif,image/gif,image/jpeg,image/png,image/webp,image/svg+xml',
} as const;
/** A document an editor picks or uploads: PDFs only. */
export const pdfField = { widget: 'file', accept: '.pdf,application/pdf' } as const;
/** A day of the calendar, written year-month-day. */
export const dateField = { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false } as const;

// What the content manager (Sveltia CMS, /admin) needs besides content/schema.ts: the settings of
// each field the schema cannot say (its label, hint, form control), given as the schema's
// `.meta({...})`, and the settings of the site and of each collection. build/cms-config.ts
// turns both into the CMS's config.yml at build time; the types are the CMS's own.
import type {
  CmsConfig,
  DateTimeField,
  EntryCollection,
  FileCollection,
  FileField,
  RelationField,
  StringField,
} from '@sveltia/cms';
import type { collections, dataFiles } from './schema';

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

/** The site-wide settings; the site's address (backend.base_url, site_url, display_url) is the build's. */
export const siteSettings = {
  backend: {
    name: 'github',
    // The repository the site is built from; an editor's save is a commit to this branch.
    repo: 'corevia/corevia-website',
    branch: 'main',
    // The commit status that carries a pull request's built preview: the CMS shows its address on
    // the draft as "View preview" (docs/deploying.md, previews).
    preview_context: 'site preview',
    // The site's Worker runs the GitHub sign-in (worker/auth.ts) at base_url + auth_endpoint.
    auth_endpoint: 'api/auth',
    // The repository scope the CMS asks GitHub for (Sveltia adds `user`, which the Worker drops).
    auth_scope: 'repo',
    commit_messages: {
      create: 'Content: create {{collection}} “{{slug}}”',
      update: 'Content: update {{collection}} “{{slug}}”',
      delete: 'Content: delete {{collection}} “{{slug}}”',
      uploadMedia: 'Content: upload “{{path}}”',
      deleteMedia: 'Content: delete “{{path}}”',
    },
  },
  // The square mark: the sign-in page draws the logo in a square, where the wordmark spills off a phone.
  // Every collection and file reaches prospects (prices, the company's details, projects, the
  // team, posts), so every save is a draft first: a pull request on a `cms/…` branch that is
  // reviewed on its built preview, then published. None stays direct (docs/editing-content.md).
  publish_mode: 'editorial_workflow',
  logo_url: '/icon.svg',
  // Uploads go to public/images/uploads/ and are written into the content as /images/uploads/….
  media_folder: 'public/images/uploads',
  public_folder: '/images/uploads',
  // Images come from the site itself: no stock photo services (the policy of /admin would refuse them).
  media_libraries: { stock_assets: false },
  // An optional field left empty is left out of the file, as the schemas read a missing field.
  output: { omit_empty_optional_fields: true },
} satisfies Omit<CmsConfig, 'collections'>;

/** A Markdown folder of content/: its folder, format and fields come from the schema's `collections`. */
export type FolderSettings = Omit<EntryCollection, 'folder' | 'fields' | 'extension' | 'format'> & {
  source: keyof typeof collections;
  /** The English page that shows an entry (`{{slug}}` for its own), where the CMS's preview link leads. */
  preview_path: string;
};
/**
 * A YAML file of content/: its path and fields come from the schema's `dataFiles`; `preview_path`
 * is the English page where most of it shows.
 */
export type FileSettings = { source: keyof typeof dataFiles; label: string; preview_path: string };

/** The Markdown folders, in the order the CMS lists them. */
export const folderCollections: FolderSettings[] = [
  {
    source: 'posts',
    name: 'posts',
    preview_path: '/blog',
    label: 'Blog posts',
    create: true,
    slug: '{{fields.slug}}',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
  },
  {
    source: 'services',
    name: 'services',
    preview_path: '/service/{{slug}}',
    label: 'Services',
    // The menus and pages are built for the six services.
    create: false,
    delete: false,
    slug: '{{slug}}',
    summary: '{{title}}',
    sortable_fields: ['order', 'title'],
  },
  {
    source: 'projects',
    name: 'projects',
    preview_path: '/project/{{slug}}',
    label: 'Projects',
    create: true,
    slug: '{{slug}}',
    summary: '{{title}} · {{category}}',
    sortable_fields: ['order', 'title'],
  },
  {
    source: 'team',
    name: 'team',
    preview_path: '/team-details/{{slug}}',
    label: 'Team members',
    create: true,
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{name}} · {{role}}',
    sortable_fields: ['order', 'name'],
  },
];

/** Every YAML file, in one collection, in the order the CMS lists them. */
export const fileCollection: Omit<FileCollection, 'files'> & { files: FileSettings[] } = {
  name: 'settings',
  label: 'Settings and page texts',
  editor: { preview: false },
  files: [
    { source: 'faqs', label: 'FAQs', preview_path: '/faqs' },
    { source: 'pricing', label: 'Pricing plans', preview_path: '/price-plan' },
    { source: 'stats', label: 'Statistics and skill bars', preview_path: '/about' },
    { source: 'testimonials', label: 'Testimonials', preview_path: '/testimonials' },
    { source: 'clients', label: 'Client logos', preview_path: '/' },
    { source: 'blog', label: 'Blog tags', preview_path: '/blog' },
    { source: 'pages', label: 'Inner pages', preview_path: '/about' },
    { source: 'site', label: 'Company and contact details', preview_path: '/contact' },
    { source: 'home', label: 'Home pages and shared sections', preview_path: '/' },
    { source: 'forms', label: 'Forms', preview_path: '/contact' },
    { source: 'blogArticle', label: 'Blog article page', preview_path: '/blog-details' },
    { source: 'services', label: 'Service pages (shared)', preview_path: '/service-details' },
    { source: 'projects', label: 'Project pages (shared)', preview_path: '/project-details' },
    { source: 'seo', label: 'Page titles and descriptions (search engines, social cards)', preview_path: '/' },
    { source: 'interface', label: 'Menus, buttons and page titles', preview_path: '/' },
  ],
};

// What the content manager (Sveltia CMS, /admin) needs besides content/schema.ts: the settings of
// the site and of each collection (a field's own label, hint and form control are its schema's
// `.meta({...})`, typed in content/cms-fields.ts). buildtime/cms-config.ts turns both into the
// CMS's config.yml at build time; the types are the CMS's own.
import type { CmsConfig, EntryCollection, FileCollection } from '@sveltia/cms';
import type { collections, dataFiles } from './schema';

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
  // Every collection and file reaches prospects (prices, the company's details, projects, the
  // team, posts), so every save is a draft first: a pull request on a `cms/…` branch that is
  // reviewed on its built preview, then published. None stays direct (docs/editing-content.md).
  publish_mode: 'editorial_workflow',
  // The square mark: the sign-in page draws the logo in a square, where the wordmark spills off a phone.
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
    { source: 'accessibility', label: 'Accessibility statement', preview_path: '/accessibility' },
  ],
};

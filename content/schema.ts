// The schema of every content file: what each field must hold, in the types the site reads
// (`z.output` of each schema; content/types.ts re-exports them). The CMS's configuration
// (public/admin/config.yml) offers the same fields with the same required marks and choices;
// a test holds the two together.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { collectionPrefixes, slugFromUrl } from './permalinks';

/** Placeholders a text may hold, filled from the site settings (content/company-text.ts). */
export const placeholders = ['company', 'company_full_name'] as const;

const unknownPlaceholder = (text: string, known: readonly string[]) =>
  [...text.matchAll(/\{([^{}\s]+)\}/g)].map((match) => match[1]!).find((name) => !known.includes(name));

/**
 * A text that must not be empty (spaces at either end are dropped). `also` names placeholders
 * the site fills in besides the company's names, such as a form subject's `{topic}`.
 */
export const text = (also: readonly string[] = []) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((value, context) => {
      const known = [...placeholders, ...also];
      const name = unknownPlaceholder(value, known);
      if (name !== undefined)
        context.addIssue({
          code: 'custom',
          message: `has {${name}}, which the site does not fill in: write ${known.map((p) => `{${p}}`).join(' or ')}`,
        });
    });

/** A paragraph of text: its line breaks are spaces, as in Markdown. */
export const paragraph = () => text().transform((value) => value.replace(/\s*\n\s*/g, ' '));

/** Paragraphs of text, separated by blank lines; line breaks within one are spaces. */
export const paragraphs = () =>
  text().transform((value) =>
    value
      .split(/\n\s*\n/)
      .map((part) => part.trim().replace(/\s*\n\s*/g, ' '))
      .filter(Boolean),
  );

/** A file of public/, by its path on the site (`/images/clients/northwind.svg`). */
export const publicFile = () =>
  z
    .string()
    .trim()
    .min(1)
    .refine((path) => path.startsWith('/'), { message: 'should be a path on the site, starting with /' })
    .refine((path) => !path.startsWith('/') || existsSync(join(process.cwd(), 'public', path)), {
      message: 'names a file that is not in public/',
    });

const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);

/** Icons a content entry may show (the site's icon set, components/ui/icon.tsx). */
export const iconNames = [
  'mobile',
  'ai',
  'web',
  'cloud',
  'shield',
  'consulting',
  'map-pin',
  'phone',
  'mail',
  'clock',
  'users',
  'briefcase',
  'star',
  'chat',
  'rocket',
  'chart',
  'code',
  'check',
  'lightbulb',
  'gear',
] as const;

// content/faqs.yml
export const faq = z.strictObject({ question: text(), answer: text() });
export const faqsFile = z.strictObject({ questions: z.array(faq).min(1) });

// content/pricing.yml
export const pricingPlan = z.strictObject({
  name: text(),
  /** Dollars a month. */
  price: wholeNumber(0, 1_000_000),
  description: text(),
});
export const pricingFile = z
  .strictObject({
    plans: z.array(pricingPlan).min(1),
    features: z.array(text()).min(1),
    popular: text(),
  })
  .superRefine((file, context) => {
    if (!file.plans.some((plan) => plan.name === file.popular))
      context.addIssue({
        code: 'custom',
        path: ['popular'],
        message: `names no plan: write the name of one of ${file.plans.map((plan) => plan.name).join(', ')}`,
      });
  });

// content/stats.yml
export const skillBar = z.strictObject({ title: text(), percent: wholeNumber(0, 100) });
export const statistic = z.strictObject({
  icon: z.enum(iconNames),
  count: wholeNumber(0, 1_000_000),
  suffix: z.enum(['+', 'K+']),
  text: text(),
});
export const statsFile = z.strictObject({
  statistics: z.array(statistic).min(1),
  expertise_skills: z.array(skillBar).min(1),
  default_skills: z.array(skillBar).min(1),
});

// content/testimonials.yml
export const testimonial = z.strictObject({
  name: text(),
  /** Role and company, e.g. "COO, Northwind Logistics". */
  title: text(),
  imgUrl: publicFile(),
  /** When missing, the file's `fallback` is shown. */
  description: text().optional(),
  rating: wholeNumber(1, 5),
});
export const testimonialsFile = z.strictObject({
  testimonials: z.array(testimonial).min(1),
  fallback: text(),
});

// content/clients.yml
export const clientLogo = z.strictObject({
  name: text(),
  logo: publicFile(),
  width: wholeNumber(1, 2000),
  height: wholeNumber(1, 2000),
});
export const clientsFile = z.strictObject({ clients: z.array(clientLogo).min(1) });

// content/team/{slug}.md: the slug is the name in lower case, spaces as hyphens.
const profileUrl = (host: string) =>
  z.url({
    protocol: /^https$/,
    hostname: new RegExp(`^(www\\.)?${host.replace('.', '\\.')}$`),
    error: `should be a profile's address on ${host}, starting with https://`,
  });
export const teamMember = z.strictObject({
  /** The member's full name (the specification's "title"); the slug is derived from it. */
  name: text(),
  /** The role (the specification's "category"). */
  role: text(),
  /** Place in the team's lists, from 1. */
  order: wholeNumber(1, 10_000),
  imgUrl: publicFile(),
  /** A years string, e.g. "12 years". */
  experience: text(),
  skills: z.array(text()).min(1),
  social: z.strictObject({
    linkedin: profileUrl('linkedin.com').optional(),
    github: profileUrl('github.com').optional(),
    twitter: profileUrl('twitter.com').optional(),
    dribbble: profileUrl('dribbble.com').optional(),
  }),
  /** The body of the file: one paragraph about the member. */
  description: paragraph(),
});
export type TeamMember = z.output<typeof teamMember>;
export type TeamSocial = TeamMember['social'];

/** A page address under a collection's prefix: `/service/` and the slug. */
const collectionUrl = (prefix: string) =>
  text().refine((url) => new RegExp(`^${prefix}[a-z0-9]+(-[a-z0-9]+)*$`).test(url), {
    message: `should be ${prefix} and then the slug: lower-case letters, digits and hyphens`,
  });

// content/services/{slug}.md: the slug is the url after /service/.
export const service = z.strictObject({
  title: text(),
  icon: z.enum(iconNames),
  /** `/service/{slug}`: the page's address, which names the file. */
  url: collectionUrl(collectionPrefixes.service),
  /** Place in the menu and the lists, from 1. */
  order: wholeNumber(1, 10_000),
  imgUrl: publicFile().optional(),
  /** The card's short description. */
  brief: paragraph(),
  /** The body of the file: the page's long text, in paragraphs. */
  overview: paragraphs(),
  deliverables: z.array(text()).min(1),
  process: z.array(z.strictObject({ title: text(), text: paragraph() })).min(1),
  technologies: z.array(text()).min(1),
  outcomes: z.array(text()).min(1),
});
export type Service = z.output<typeof service>;
export type ProcessStep = Service['process'][number];

// content/projects/{slug}.md: the slug is the url after /project/.
export const projectCategories = [
  'Mobile Development',
  'Web Development',
  'AI Solutions',
  'Cloud Solutions',
  'Tech Consulting',
  'Cybersecurity',
] as const;
export const project = z.strictObject({
  title: text(),
  category: z.enum(projectCategories),
  /** `/project/{slug}`: the page's address, which names the file. */
  url: collectionUrl(collectionPrefixes.project),
  /** Place in the project lists, from 1 (the first six feed the home pages' sliders). */
  order: wholeNumber(1, 10_000),
  imgUrl: publicFile(),
  /** The body of the file: the project's short description. */
  brief: paragraph(),
  /** Missing fields fall back to the texts in content/projects.ts. */
  client: text().optional(),
  year: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(text().refine((year) => /^(19|20)\d\d$/.test(year), { message: 'should be a year, such as 2025' }))
    .optional(),
  duration: text().optional(),
  technologies: z.array(text()).optional(),
});
export type Project = z.output<typeof project>;
export type ProjectCategory = Project['category'];

// content/posts/{slug}.md
/** A day of the calendar, written year-month-day (2026-11-12). */
export const calendarDate = () =>
  z
    .union([z.string(), z.date()])
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.trim()))
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), {
      message: 'should be a date written year-month-day, such as 2026-11-12',
    })
    .refine(
      (value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        message: 'is not a day of the calendar',
      },
    );
export const post = z.strictObject({
  /** The post's address name, which names the file. */
  slug: text().refine((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), {
    message: 'should be lower-case letters, digits and hyphens',
  }),
  title: text(),
  date: calendarDate(),
  imgUrl: publicFile(),
  author: text(),
  /** The service the post is filed under: the name of its file in content/services/, without .md (content/check.ts holds them together). */
  category: text(),
  /** Each one of the tags of content/blog.yml. */
  tags: z.array(text()).min(1),
  /** The body of the file: the post's summary. */
  description: paragraph(),
});
export type Post = z.output<typeof post>;

// content/blog.yml
export const blogFile = z.strictObject({ tags: z.array(text()).min(1) });

// content/pages.yml
/** A section's eyebrow, heading and introduction. */
export const sectionCopy = z.strictObject({ eyebrow: text(), title: text(), text: paragraph() });
export type SectionCopy = z.output<typeof sectionCopy>;
/** A group of labels, each a text, with exactly the given names. */
const labels = <const Names extends readonly string[]>(names: Names) =>
  z.strictObject(
    Object.fromEntries(names.map((name) => [name, text()])) as { [Name in Names[number]]: ReturnType<typeof text> },
  );
export const pagesFile = z.strictObject({
  services: sectionCopy,
  service_page: labels(['overview', 'deliverables', 'process', 'technologies', 'outcomes']),
  service_sidebar: labels(['servicesTitle', 'formTitle', 'formText', 'brochureTitle', 'brochureText']),
  projects: sectionCopy,
  project_page: labels([
    'overview',
    'technical',
    'results',
    'features',
    'facts',
    'related',
    'cta',
    'ctaText',
    'ctaButton',
  ]),
  team: sectionCopy,
  team_details_default: z.strictObject({ title: text(), text: paragraphs() }),
  team_details_heading: text(),
  member_page: labels(['about', 'skills', 'experience', 'connect', 'contact']),
  testimonials: sectionCopy,
  pricing: sectionCopy,
  blog: labels([
    'listTitle',
    'searchTitle',
    'categoriesTitle',
    'recentTitle',
    'tagsTitle',
    'paginationLabel',
    'shareTitle',
    'tagsLabel',
    'authorTitle',
    'commentsTitle',
    'commentFormTitle',
    'commentFormText',
    'commentSubmit',
  ]),
  contact: labels([
    'eyebrow',
    'formTitle',
    'formText',
    'formSubmit',
    'infoTitle',
    'infoText',
    'hoursLabel',
    'followTitle',
    'mapTitle',
    'mapLink',
  ]),
  search: labels([
    'formLabel',
    'idle',
    'emptyText',
    'browseTitle',
    'loading',
    'failed',
    'retry',
    'liveListLabel',
    'seeAll',
    'liveFailed',
  ]),
});

// content/site.yml
/** A claim the site repeats, e.g. "50+" and "Projects Delivered". */
const claim = z.strictObject({ value: text(), label: text() });
const degrees = (limit: number) => z.number().min(-limit).max(limit);
export const siteFile = z.strictObject({
  company: z.strictObject({
    /** The full name, e.g. in titles and the footer. */
    name: text(),
    /** The short name, in running text. */
    short_name: text(),
    tagline: text(),
    description: paragraph(),
  }),
  claims: z.strictObject({
    projects_delivered: claim,
    years_of_experience: claim,
    happy_clients: claim,
  }),
  contact: z.strictObject({
    address: text(),
    address_label: text(),
    phones: z.array(z.strictObject({ number: text(), label: text() })).min(1),
    email: z.email({ error: 'should be an e-mail address, such as hello@example.com' }),
    email_label: text(),
    hours: text(),
    /** The office on the contact page's map. */
    map: z
      .strictObject({
        latitude: degrees(90),
        longitude: degrees(180),
        /** The edges of the area shown, in degrees. */
        west: degrees(180),
        south: degrees(90),
        east: degrees(180),
        north: degrees(90),
      })
      .superRefine((map, context) => {
        if (!(
          map.west < map.longitude &&
          map.longitude < map.east &&
          map.south < map.latitude &&
          map.latitude < map.north
        ))
          context.addIssue({
            code: 'custom',
            message: 'the office should lie inside the area shown (west < longitude < east, south < latitude < north)',
          });
      }),
  }),
  social: z.strictObject({
    facebook: profileUrl('facebook.com'),
    twitter: profileUrl('twitter.com'),
    instagram: profileUrl('instagram.com'),
    linkedin: profileUrl('linkedin.com'),
    youtube: profileUrl('youtube.com'),
  }),
});

// content/home.yml
const hero = z.strictObject({
  eyebrow: text(),
  title: text(),
  text: paragraph(),
  primary_button: text(),
  secondary_button: text(),
});
/** The heading of a shared section; `text` is its introduction, `link_label` its "see all" link's. */
const heading = z.strictObject({ eyebrow: text(), title: text() });
const headingWithText = z.strictObject({ eyebrow: text(), title: text(), text: paragraph() });
const headingWithLink = z.strictObject({ eyebrow: text(), title: text(), link_label: text() });
const headingWithTextAndLink = z.strictObject({
  eyebrow: text(),
  title: text(),
  text: paragraph(),
  link_label: text(),
});
const titledText = z.strictObject({ title: text(), text: paragraph() });
export const homeFile = z.strictObject({
  hero_one: hero,
  hero_two: hero,
  hero_slides: z.array(z.strictObject({ eyebrow: text(), title: text(), text: paragraph() })).min(1),
  about: z.strictObject({
    eyebrow: text(),
    heading: text(),
    text: paragraph(),
    bullets: z.array(text()).min(1),
    button: text(),
    /** Completes the button's name for screen readers; not shown. */
    button_topic: text(),
  }),
  video: z.strictObject({
    /** The id in the video's YouTube address (youtube.com/watch?v=…). */
    youtube_id: text().refine((id) => /^[\w-]{11}$/.test(id), {
      message: "should be the 11 characters after v= in the video's YouTube address",
    }),
    title: text(),
  }),
  about_intro: z.array(titledText).min(1),
  cta: z.strictObject({ title: text(), text: paragraph(), button: text() }),
  process_steps: z.array(titledText).min(1),
  clients_lead: text(),
  sections: z.strictObject({
    services: headingWithTextAndLink,
    service_strip: heading,
    projects: headingWithTextAndLink,
    faq: headingWithText,
    blog: headingWithLink,
    testimonials: heading,
    team: headingWithLink,
    expertise: headingWithText,
    about_intro: heading,
    statistics: heading,
    video: headingWithText,
  }),
});
export type HomeCopy = z.output<typeof homeFile>;

// content/forms.yml
/** A form about a service or an article: its subject names it where `{topic}` is written. */
const subjectWithTopic = { subject: text(['topic']), subject_without_topic: text() };
export const formsFile = z.strictObject({
  quote: z.strictObject({
    subject: text(),
    success: text(),
    fields: labels(['name', 'email', 'subject', 'phone', 'message', 'message_hint']),
  }),
  service: z.strictObject({
    ...subjectWithTopic,
    success: text(),
    submit: text(),
    fields: labels(['name', 'email', 'phone', 'message']),
  }),
  comment: z.strictObject({
    ...subjectWithTopic,
    success: text(),
    fields: labels(['name', 'email', 'message']),
  }),
  newsletter: z.strictObject({
    subject: text(),
    success: text(),
    title: text(),
    submit: text(),
    fields: labels(['email', 'email_placeholder']),
  }),
  status: z.strictObject({
    sending: text(),
    mail_lead: text(),
    mail_fallback: text(),
    failed_http: text(),
    failed_timeout: text(),
    failed_network: text(),
    kept: text(),
    retry: text(),
    mail_link: text(),
    restored: text(),
    discard: text(),
  }),
});

// content/blog-article.yml
export const blogArticleFile = z.strictObject({
  /** The slug of the post the article page shows (content/posts/). */
  post: text(),
  intro: paragraphs(),
  quote: z.strictObject({ text: paragraph(), cite: text() }),
  subheading: text(),
  bullets: z.array(text()).min(1),
  closing: paragraphs(),
  author: z.strictObject({ name: text(), role: text(), bio: paragraph(), imgUrl: publicFile() }),
  comments: z
    .array(z.strictObject({ name: text(), imgUrl: publicFile(), date: calendarDate(), text: paragraph() }))
    .min(1),
});
export type BlogAuthor = z.output<typeof blogArticleFile>['author'];
export type BlogComment = z.output<typeof blogArticleFile>['comments'][number];

// content/services.yml
export const servicesFile = z.strictObject({
  brochure: z.strictObject({
    title: text(),
    file: publicFile(),
    format: text(),
    pages: wholeNumber(1, 1000),
  }),
  overview: z.strictObject({
    image: publicFile(),
    image_alt: text(),
    title: text(),
    intro: paragraphs(),
    included_title: text(),
    included: z.array(text()).min(1),
    process_title: text(),
    models_title: text(),
    models: z.array(z.strictObject({ icon: z.enum(iconNames), title: text(), text: paragraph() })).min(1),
  }),
});

// content/projects.yml
export const projectsFile = z.strictObject({
  fallbacks: z.strictObject({ client: text(), duration: text(), year: text(), technologies: text() }),
  results: paragraph(),
  features: z.array(text()).min(1),
});

// content/seo.yml
const pageMeta = z.strictObject({ title: text(), description: paragraph() });
export const seoFile = z.strictObject({
  about: pageMeta,
  services: pageMeta,
  service_details: pageMeta,
  projects: pageMeta,
  project_details: pageMeta,
  team: pageMeta,
  team_details: pageMeta,
  testimonials: pageMeta,
  price_plan: pageMeta,
  faqs: pageMeta,
  blog: pageMeta,
  blog_details: pageMeta,
  contact: pageMeta,
  search: pageMeta,
  privacy: pageMeta,
  home_2: pageMeta,
  home_3: pageMeta,
});

export type Faq = z.output<typeof faq>;
export type PricingPlan = z.output<typeof pricingPlan>;
export type SkillBar = z.output<typeof skillBar>;
export type Statistic = z.output<typeof statistic>;
export type Testimonial = z.output<typeof testimonial>;
export type ClientLogo = z.output<typeof clientLogo>;

/** Every YAML data file of content/, with its schema. */
export const dataFiles = {
  faqs: { name: 'faqs.yml', schema: faqsFile },
  pricing: { name: 'pricing.yml', schema: pricingFile },
  stats: { name: 'stats.yml', schema: statsFile },
  testimonials: { name: 'testimonials.yml', schema: testimonialsFile },
  clients: { name: 'clients.yml', schema: clientsFile },
  blog: { name: 'blog.yml', schema: blogFile },
  pages: { name: 'pages.yml', schema: pagesFile },
  site: { name: 'site.yml', schema: siteFile },
  home: { name: 'home.yml', schema: homeFile },
  forms: { name: 'forms.yml', schema: formsFile },
  blogArticle: { name: 'blog-article.yml', schema: blogArticleFile },
  services: { name: 'services.yml', schema: servicesFile },
  projects: { name: 'projects.yml', schema: projectsFile },
  seo: { name: 'seo.yml', schema: seoFile },
} as const;

/** A member's slug: the lowercased name with spaces replaced by hyphens. */
export const memberSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** Every Markdown collection of content/, with its schema. */
export const collections = {
  posts: { folder: 'posts', schema: post, bodyField: 'description', slugOf: (entry: Post) => entry.slug },
  services: {
    folder: 'services',
    schema: service,
    bodyField: 'overview',
    slugOf: (entry: Service) => slugFromUrl(entry.url, collectionPrefixes.service),
  },
  projects: {
    folder: 'projects',
    schema: project,
    bodyField: 'brief',
    slugOf: (entry: Project) => slugFromUrl(entry.url, collectionPrefixes.project),
  },
  team: {
    folder: 'team',
    schema: teamMember,
    bodyField: 'description',
    slugOf: (member: TeamMember) => memberSlug(member.name),
  },
} as const;

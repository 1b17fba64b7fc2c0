// The schema of every content file: what each field must hold, in the types the site reads
// (`z.output` of each schema; content/types.ts re-exports them). Each field's `.meta({...})` is
// what the content manager shows of it (a label, a hint, a form control: content/cms-fields.ts);
// its configuration is written from these schemas at build (buildtime/cms-config.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { dateField, imageField, pdfField } from './cms-fields';
import { englishPrefixes, slugFromUrl } from './permalinks';

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
export const paragraph = () =>
  text()
    .transform((value) => value.replace(/\s*\n\s*/g, ' '))
    .meta({ widget: 'text' });

/** Paragraphs of text, separated by blank lines; line breaks within one are spaces. */
export const paragraphs = () =>
  text()
    .transform((value) =>
      value
        .split(/\n\s*\n/)
        .map((part) => part.trim().replace(/\s*\n\s*/g, ' '))
        .filter(Boolean),
    )
    .meta({ widget: 'text' });

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
export const faq = z.strictObject({
  question: text().meta({ label: 'Question' }),
  answer: text().meta({ label: 'Answer', widget: 'text' }),
});
export const faqsFile = z.strictObject({ questions: z.array(faq).min(1).meta({ label: 'Questions' }) });

// content/pricing.yml
export const pricingPlan = z.strictObject({
  name: text().meta({ label: 'Name' }),
  /** Dollars a month. */
  price: wholeNumber(0, 1_000_000).meta({ label: 'Price' }),
  description: text().meta({ label: 'Description', widget: 'text' }),
});
export const pricingFile = z
  .strictObject({
    plans: z.array(pricingPlan).min(1).meta({ label: 'Plans' }),
    features: z
      .array(text().meta({ label: 'Feature' }))
      .min(1)
      .meta({ label: 'Features' }),
    popular: text().meta({ label: 'Popular' }),
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
export const skillBar = z.strictObject({
  title: text().meta({ label: 'Title' }),
  percent: wholeNumber(0, 100).meta({ label: 'Percent' }),
});
export const statistic = z.strictObject({
  icon: z.enum(iconNames).meta({ label: 'Icon' }),
  count: wholeNumber(0, 1_000_000).meta({ label: 'Count' }),
  suffix: z.enum(['+', 'K+']).meta({ label: 'Suffix' }),
  text: text().meta({ label: 'Text', widget: 'text' }),
});
export const statsFile = z.strictObject({
  statistics: z.array(statistic).min(1).meta({ label: 'Statistics' }),
  expertise_skills: z.array(skillBar).min(1).meta({ label: 'Expertise skills' }),
  default_skills: z.array(skillBar).min(1).meta({ label: 'Default skills' }),
});

// content/testimonials.yml
export const testimonial = z.strictObject({
  name: text().meta({ label: 'Name' }),
  /** Role and company, e.g. "COO, Northwind Logistics". */
  title: text().meta({ label: 'Title' }),
  imgUrl: publicFile().meta({ label: 'Image', ...imageField }),
  /** When missing, the file's `fallback` is shown. */
  description: text().optional().meta({ label: 'Description', widget: 'text' }),
  rating: wholeNumber(1, 5).meta({ label: 'Rating' }),
});
export const testimonialsFile = z.strictObject({
  testimonials: z.array(testimonial).min(1).meta({ label: 'Testimonials' }),
  fallback: text().meta({ label: 'Fallback', widget: 'text' }),
});

// content/clients.yml
export const clientLogo = z.strictObject({
  name: text().meta({ label: 'Name' }),
  logo: publicFile().meta({ label: 'Logo', ...imageField }),
  width: wholeNumber(1, 2000).meta({ label: 'Width' }),
  height: wholeNumber(1, 2000).meta({ label: 'Height' }),
});
export const clientsFile = z.strictObject({ clients: z.array(clientLogo).min(1).meta({ label: 'Client logos' }) });

// content/team/{slug}.md: the slug is the name in lower case, spaces as hyphens.
const profileUrl = (host: string) =>
  z.url({
    protocol: /^https$/,
    hostname: new RegExp(`^(www\\.)?${host.replace('.', '\\.')}$`),
    error: `should be a profile's address on ${host}, starting with https://`,
  });
export const teamMember = z.strictObject({
  /** The member's full name (the specification's "title"); the slug is derived from it. */
  name: text().meta({ label: 'Name', hint: 'The file is named after it: the name in lower case, spaces as hyphens.' }),
  /** The role (the specification's "category"). */
  role: text().meta({ label: 'Role' }),
  /** Place in the team's lists, from 1. */
  order: wholeNumber(1, 10_000).meta({ label: 'Position in lists' }),
  imgUrl: publicFile().meta({ label: 'Image', ...imageField }),
  /** A years string, e.g. "12 years". */
  experience: text().meta({ label: 'Experience', hint: 'For example: 12 years.' }),
  skills: z
    .array(text().meta({ label: 'Skill' }))
    .min(1)
    .meta({ label: 'Skills' }),
  social: z
    .strictObject({
      linkedin: profileUrl('linkedin.com').optional().meta({ label: 'LinkedIn' }),
      github: profileUrl('github.com').optional().meta({ label: 'GitHub' }),
      twitter: profileUrl('twitter.com').optional().meta({ label: 'Twitter' }),
      dribbble: profileUrl('dribbble.com').optional().meta({ label: 'Dribbble' }),
    })
    .meta({ label: 'Social' }),
  /** The body of the file: one paragraph about the member. */
  description: paragraph().meta({ label: 'Description' }),
});
export type TeamMember = z.output<typeof teamMember>;
export type TeamSocial = TeamMember['social'];

/** A page address under a collection's prefix: `/service/` and the slug. */
const collectionUrl = (prefix: string) => {
  const pattern = `^${prefix}[a-z0-9]+(-[a-z0-9]+)*$`;
  return text()
    .refine((url) => new RegExp(pattern).test(url), {
      message: `should be ${prefix} and then the slug: lower-case letters, digits and hyphens`,
    })
    .meta({ pattern: [pattern, `Write ${prefix} and then lower-case letters, digits and hyphens`] });
};

// content/services/{slug}.md: the slug is the url after /service/.
export const service = z.strictObject({
  title: text().meta({ label: 'Title' }),
  icon: z.enum(iconNames).meta({ label: 'Icon' }),
  /** `/service/{slug}`: the page's address, which names the file. */
  url: collectionUrl(englishPrefixes.service).meta({
    label: 'Page address',
    hint: 'Write /service/ and then the file name.',
  }),
  /** Place in the menu and the lists, from 1. */
  order: wholeNumber(1, 10_000).meta({ label: 'Position in lists' }),
  imgUrl: publicFile()
    .optional()
    .meta({ label: 'Image', ...imageField }),
  /** The card's short description. */
  brief: paragraph().meta({ label: 'Short description' }),
  /** The body of the file: the page's long text, in paragraphs. */
  overview: paragraphs().meta({ label: 'Overview' }),
  deliverables: z
    .array(text().meta({ label: 'Deliverable' }))
    .min(1)
    .meta({ label: 'Deliverables' }),
  process: z
    .array(z.strictObject({ title: text().meta({ label: 'Title' }), text: paragraph().meta({ label: 'Text' }) }))
    .min(1)
    .meta({ label: 'Process' }),
  technologies: z
    .array(text().meta({ label: 'Technology' }))
    .min(1)
    .meta({ label: 'Technologies' }),
  outcomes: z
    .array(text().meta({ label: 'Outcome' }))
    .min(1)
    .meta({ label: 'Outcomes' }),
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
  title: text().meta({ label: 'Title' }),
  category: z.enum(projectCategories).meta({ label: 'Category' }),
  /** `/project/{slug}`: the page's address, which names the file. */
  url: collectionUrl(englishPrefixes.project).meta({
    label: 'Page address',
    hint: 'Write /project/ and then the file name: the title in lower case, spaces as hyphens (e.g. /project/smart-grid-analytics).',
    default: englishPrefixes.project,
  }),
  /** Place in the project lists, from 1 (the first six feed the home pages' sliders). */
  order: wholeNumber(1, 10_000).meta({ label: 'Position in lists' }),
  imgUrl: publicFile().meta({ label: 'Image', ...imageField }),
  /** The body of the file: the project's short description. */
  brief: paragraph().meta({ label: 'Short description' }),
  /** Missing fields fall back to the texts in content/projects.ts. */
  client: text().optional().meta({ label: 'Client' }),
  year: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(text().refine((year) => /^(19|20)\d\d$/.test(year), { message: 'should be a year, such as 2025' }))
    .optional()
    .meta({ label: 'Year', hint: 'A year, such as 2025.' }),
  duration: text().optional().meta({ label: 'Duration' }),
  technologies: z
    .array(text().meta({ label: 'Technology' }))
    .optional()
    .meta({ label: 'Technologies' }),
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
    )
    .meta(dateField);
export const post = z.strictObject({
  /** The post's address name, which names the file. */
  slug: text()
    .refine((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), {
      message: 'should be lower-case letters, digits and hyphens',
    })
    .meta({
      label: 'Slug',
      hint: "The post's file name: lower-case letters, digits and hyphens.",
      pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Write lower-case letters, digits and hyphens'],
    }),
  title: text().meta({ label: 'Title' }),
  date: calendarDate().meta({ label: 'Date' }),
  imgUrl: publicFile().meta({ label: 'Image', ...imageField }),
  author: text().meta({ label: 'Author' }),
  /** The service the post is filed under: the name of its file in content/services/, without .md (content/check.ts holds them together). */
  category: text().meta({
    label: 'Category',
    widget: 'relation',
    collection: 'services',
    value_field: '{{slug}}',
    search_fields: ['title'],
    display_fields: ['title'],
  }),
  /** Each one of the tags of content/blog.yml. */
  tags: z
    .array(text())
    .min(1)
    .meta({
      label: 'Tags',
      widget: 'relation',
      collection: 'settings',
      file: 'blog',
      value_field: 'tags.*',
      search_fields: ['tags.*'],
      display_fields: ['tags.*'],
    }),
  /** The body of the file: the post's summary. */
  description: paragraph().meta({ label: 'Description' }),
});
export type Post = z.output<typeof post>;

// content/blog.yml
export const blogFile = z.strictObject({
  tags: z
    .array(text().meta({ label: 'Tag' }))
    .min(1)
    .meta({ label: 'Tags' }),
});

// content/pages.yml
/** A section's eyebrow, heading and introduction. */
export const sectionCopy = z.strictObject({
  eyebrow: text().meta({ label: 'Eyebrow' }),
  title: text().meta({ label: 'Title' }),
  text: paragraph().meta({ label: 'Text' }),
});
export type SectionCopy = z.output<typeof sectionCopy>;
/**
 * A group of labels, each a text, with exactly the given names; each name maps to its label in
 * the content manager, or to its settings there (`widget: 'text'` for a label of several lines).
 */
const labels = <const Fields extends Record<string, string | z.GlobalMeta>>(fields: Fields) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(fields).map(([name, meta]) => [
        name,
        text().meta(typeof meta === 'string' ? { label: meta } : meta),
      ]),
    ) as { [Name in keyof Fields]: ReturnType<typeof text> },
  );
/** A label of several lines in the content manager. */
const lines = (label: string) => ({ label, widget: 'text' }) as const;
export const pagesFile = z.strictObject({
  services: sectionCopy.meta({ label: 'Services' }),
  service_page: labels({
    overview: 'Overview',
    deliverables: 'Deliverables',
    process: 'Process',
    technologies: 'Technologies',
    outcomes: 'Outcomes',
  }).meta({ label: 'Service page' }),
  service_sidebar: labels({
    servicesTitle: 'Services title',
    formTitle: 'Form title',
    formText: lines('Form text'),
    brochureTitle: 'Brochure title',
    brochureText: lines('Brochure text'),
  }).meta({ label: 'Service sidebar' }),
  projects: sectionCopy.meta({ label: 'Projects' }),
  project_page: labels({
    overview: 'Overview',
    technical: 'Technical',
    results: 'Results',
    features: 'Features',
    facts: 'Facts',
    related: 'Related',
    cta: 'Cta',
    ctaText: lines('Cta text'),
    ctaButton: 'Cta button',
  }).meta({ label: 'Project page' }),
  team: sectionCopy.meta({ label: 'Team members' }),
  team_details_default: z
    .strictObject({
      title: text().meta({ label: 'Title' }),
      text: paragraphs().meta({ label: 'Text', hint: 'Separate paragraphs with a blank line.' }),
    })
    .meta({ label: 'Team details page without a member' }),
  team_details_heading: text().meta({ label: 'Team details heading' }),
  member_page: labels({
    about: 'About',
    skills: 'Skills',
    experience: 'Experience',
    connect: 'Connect',
    contact: 'Contact',
  }).meta({ label: 'Member page' }),
  testimonials: sectionCopy.meta({ label: 'Testimonials' }),
  pricing: sectionCopy.meta({ label: 'Pricing plans' }),
  blog: labels({
    listTitle: 'List title',
    searchTitle: 'Search title',
    categoriesTitle: 'Categories title',
    recentTitle: 'Recent title',
    tagsTitle: 'Tags title',
    paginationLabel: 'Pagination label',
    shareTitle: 'Share title',
    tagsLabel: 'Tags label',
    authorTitle: 'Author title',
    commentsTitle: 'Comments title',
    commentFormTitle: 'Comment form title',
    commentFormText: lines('Comment form text'),
    commentSubmit: 'Comment submit',
  }).meta({ label: 'Blog' }),
  contact: labels({
    eyebrow: 'Eyebrow',
    formTitle: 'Form title',
    formText: lines('Form text'),
    formSubmit: 'Form submit',
    infoTitle: 'Info title',
    infoText: lines('Info text'),
    hoursLabel: 'Hours label',
    followTitle: 'Follow title',
    mapTitle: 'Map title',
    mapLink: 'Map link',
  }).meta({ label: 'Contact' }),
  search: labels({
    formLabel: 'Form label',
    idle: 'Idle',
    emptyText: lines('Empty text'),
    browseTitle: 'Browse title',
    loading: 'Loading',
    failed: 'Failed',
    retry: 'Retry',
    liveListLabel: 'Live list label',
    seeAll: 'See all',
    liveFailed: 'Live failed',
  }).meta({ label: 'Search' }),
});

// content/site.yml
/** A claim the site repeats, e.g. "50+" and "Projects Delivered". */
const claim = z.strictObject({ value: text().meta({ label: 'Value' }), label: text().meta({ label: 'Label' }) });
const degrees = (limit: number) => z.number().min(-limit).max(limit);
export const siteFile = z.strictObject({
  company: z
    .strictObject({
      /** The full name, e.g. in titles and the footer. */
      name: text().meta({ label: 'Name' }),
      /** The short name, in running text. */
      short_name: text().meta({ label: 'Short name' }),
      tagline: text().meta({ label: 'Tagline' }),
      description: paragraph().meta({ label: 'Description' }),
    })
    .meta({ label: 'Company' }),
  claims: z
    .strictObject({
      projects_delivered: claim.meta({ label: 'Projects delivered' }),
      years_of_experience: claim.meta({ label: 'Years of experience' }),
      happy_clients: claim.meta({ label: 'Happy clients' }),
    })
    .meta({ label: 'Claims' }),
  contact: z
    .strictObject({
      address: text().meta({ label: 'Address' }),
      address_label: text().meta({ label: 'Address label' }),
      phones: z
        .array(z.strictObject({ number: text().meta({ label: 'Number' }), label: text().meta({ label: 'Label' }) }))
        .min(1)
        .meta({ label: 'Phones' }),
      email: z.email({ error: 'should be an e-mail address, such as hello@example.com' }).meta({ label: 'Email' }),
      email_label: text().meta({ label: 'Email label' }),
      hours: text().meta({ label: 'Hours' }),
      /** The office on the contact page's map. */
      map: z
        .strictObject({
          latitude: degrees(90).meta({ label: 'Latitude' }),
          longitude: degrees(180).meta({ label: 'Longitude' }),
          /** The edges of the area shown, in degrees. */
          west: degrees(180).meta({ label: 'West' }),
          south: degrees(90).meta({ label: 'South' }),
          east: degrees(180).meta({ label: 'East' }),
          north: degrees(90).meta({ label: 'North' }),
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
              message:
                'the office should lie inside the area shown (west < longitude < east, south < latitude < north)',
            });
        })
        .meta({ label: 'Map' }),
    })
    .meta({ label: 'Contact' }),
  social: z
    .strictObject({
      facebook: profileUrl('facebook.com').meta({ label: 'Facebook' }),
      twitter: profileUrl('twitter.com').meta({ label: 'Twitter' }),
      instagram: profileUrl('instagram.com').meta({ label: 'Instagram' }),
      linkedin: profileUrl('linkedin.com').meta({ label: 'LinkedIn' }),
      youtube: profileUrl('youtube.com').meta({ label: 'YouTube' }),
    })
    .meta({ label: 'Social' }),
});

// content/home.yml
const hero = z.strictObject({
  eyebrow: text().meta({ label: 'Eyebrow' }),
  title: text().meta({ label: 'Title' }),
  text: paragraph().meta({ label: 'Text' }),
  primary_button: text().meta({ label: 'First button' }),
  secondary_button: text().meta({ label: 'Second button' }),
});
/** The heading of a shared section; `text` is its introduction, `link_label` its "see all" link's. */
const headingFields = {
  eyebrow: text().meta({ label: 'Eyebrow' }),
  title: text().meta({ label: 'Title' }),
};
const introduction = { text: paragraph().meta({ label: 'Text' }) };
const seeAll = { link_label: text().meta({ label: '"See all" link label' }) };
const heading = z.strictObject(headingFields);
const headingWithText = z.strictObject({ ...headingFields, ...introduction });
const headingWithLink = z.strictObject({ ...headingFields, ...seeAll });
const headingWithTextAndLink = z.strictObject({ ...headingFields, ...introduction, ...seeAll });
const titledText = z.strictObject({
  title: text().meta({ label: 'Title' }),
  text: paragraph().meta({ label: 'Text' }),
});
export const homeFile = z.strictObject({
  hero_one: hero.meta({ label: 'Hero one' }),
  hero_two: hero.meta({ label: 'Hero two' }),
  hero_slides: z
    .array(
      z.strictObject({
        eyebrow: text().meta({ label: 'Eyebrow' }),
        title: text().meta({ label: 'Title' }),
        text: paragraph().meta({ label: 'Text' }),
      }),
    )
    .min(1)
    .meta({ label: 'Hero slides' }),
  about: z
    .strictObject({
      eyebrow: text().meta({ label: 'Eyebrow' }),
      heading: text().meta({ label: 'Heading' }),
      text: paragraph().meta({ label: 'Text' }),
      bullets: z
        .array(text().meta({ label: 'Bullet' }))
        .min(1)
        .meta({ label: 'Bullets' }),
      button: text().meta({ label: 'Button' }),
      /** Completes the button's name for screen readers; not shown. */
      button_topic: text().meta({ label: 'Button topic (read by screen readers, not shown)' }),
    })
    .meta({ label: 'About' }),
  video: z
    .strictObject({
      /** The id in the video's YouTube address (youtube.com/watch?v=…). */
      youtube_id: text()
        .refine((id) => /^[\w-]{11}$/.test(id), {
          message: "should be the 11 characters after v= in the video's YouTube address",
        })
        .meta({ label: 'YouTube video id' }),
      title: text().meta({ label: 'Title' }),
    })
    .meta({ label: 'Video' }),
  about_intro: z.array(titledText).min(1).meta({ label: 'About intro' }),
  cta: z
    .strictObject({
      title: text().meta({ label: 'Title' }),
      text: paragraph().meta({ label: 'Text' }),
      button: text().meta({ label: 'Button' }),
    })
    .meta({ label: 'Cta' }),
  process_steps: z.array(titledText).min(1).meta({ label: 'Process steps' }),
  clients_lead: text().meta({ label: 'Clients lead' }),
  sections: z
    .strictObject({
      services: headingWithTextAndLink.meta({ label: 'Services' }),
      service_strip: heading.meta({ label: 'Service strip' }),
      projects: headingWithTextAndLink.meta({ label: 'Projects' }),
      faq: headingWithText.meta({ label: 'Faq' }),
      blog: headingWithLink.meta({ label: 'Blog' }),
      testimonials: heading.meta({ label: 'Testimonials' }),
      team: headingWithLink.meta({ label: 'Team members' }),
      expertise: headingWithText.meta({ label: 'Expertise' }),
      about_intro: heading.meta({ label: 'About intro' }),
      statistics: heading.meta({ label: 'Statistics' }),
      video: headingWithText.meta({ label: 'Video' }),
    })
    .meta({ label: 'Sections' }),
});
export type HomeCopy = z.output<typeof homeFile>;

// content/forms.yml
/** A form about a service or an article: its subject names it where `{topic}` is written. */
const subjectWithTopic = {
  subject: text(['topic']).meta({ label: 'Subject' }),
  subject_without_topic: text().meta({ label: 'Subject without a topic' }),
};
const subject = text().meta({ label: 'Subject' });
const success = text().meta({ label: 'Success', widget: 'text' });
export const formsFile = z.strictObject({
  quote: z
    .strictObject({
      subject,
      success,
      fields: labels({
        name: 'Name',
        email: 'E-mail',
        subject: 'Subject',
        phone: 'Phone',
        message: 'Message',
        message_hint: 'Hint under the message',
      }).meta({ label: 'Field labels' }),
    })
    .meta({ label: 'Quote form (contact page)' }),
  service: z
    .strictObject({
      ...subjectWithTopic,
      success,
      submit: text().meta({ label: 'Button' }),
      fields: labels({ name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' }).meta({
        label: 'Field labels',
      }),
    })
    .meta({ label: 'Service enquiry form' }),
  comment: z
    .strictObject({
      ...subjectWithTopic,
      success,
      fields: labels({ name: 'Name', email: 'E-mail', message: 'Comment' }).meta({ label: 'Field labels' }),
    })
    .meta({ label: 'Comment form' }),
  newsletter: z
    .strictObject({
      subject,
      // Where a newsletter service runs the double opt-in: the visitor is to confirm from the e-mail.
      success: text().meta({ label: 'Success (check your inbox to confirm)', widget: 'text' }),
      // Where no newsletter service is set up: what happens to the address instead.
      kept: text().meta({ label: 'Success without a newsletter service', widget: 'text' }),
      // The page the Worker shows when a visitor returns from confirming (worker/newsletter.ts).
      confirmation: labels({
        confirmed_title: 'Confirmed: heading',
        confirmed_text: 'Confirmed: text',
        invalid_title: 'Link not valid: heading',
        invalid_text: 'Link not valid: text',
        back: 'Link back to the site',
      }).meta({ label: 'Confirmation page' }),
      title: text().meta({ label: 'Heading' }),
      submit: text().meta({ label: 'Button' }),
      fields: labels({
        email: 'E-mail label (read by screen readers)',
        email_placeholder: 'E-mail placeholder',
      }).meta({ label: 'Field labels' }),
    })
    .meta({ label: 'Newsletter strip' }),
  status: labels({
    sending: 'Sending',
    mail_lead: 'Mail lead',
    mail_fallback: 'Mail fallback',
    failed_http: 'Failed http',
    failed_timeout: 'Failed timeout',
    failed_network: 'Failed network',
    kept: 'Kept',
    retry: 'Retry',
    mail_link: 'Mail link',
    restored: 'Restored',
    discard: 'Discard',
  }).meta({ label: 'Status' }),
  messages: z
    .strictObject({
      labels: labels({
        name: 'Name',
        email: 'E-mail',
        subject: 'Subject',
        phone: 'Phone',
        message: 'Message',
        service: 'The service a form is about',
        post: 'The article a comment is about',
      }).meta({
        label: "Short names, as the messages name the fields ({field}) and the mail program's lines",
      }),
      missing: labels({ name: 'Name', email: 'E-mail', subject: 'Subject', phone: 'Phone', message: 'Message' }).meta({
        label: 'When a required field is empty',
      }),
      email: text().meta({ label: 'When the e-mail address is not one' }),
      phone: text().meta({ label: 'When the phone number is not one' }),
      control: text(['field']).meta({ label: 'When a field holds an invisible control character ({field})' }),
      too_long: text(['field', 'limit', 'length']).meta({
        label: 'When a field is too long ({field}, {limit}, {length})',
      }),
      count: text(['length', 'limit']).meta({
        label: 'The counter under a field near its limit ({length} of {limit} characters)',
      }),
      invalid: text().meta({ label: 'When our server refused a field the page saw nothing wrong with' }),
    })
    .meta({ label: 'Messages at the fields' }),
});

// content/blog-article.yml
export const blogArticleFile = z.strictObject({
  /** The slug of the post the article page shows (content/posts/). */
  post: text().meta({ label: 'Post' }),
  intro: paragraphs().meta({ label: 'Intro' }),
  quote: z
    .strictObject({ text: paragraph().meta({ label: 'Text' }), cite: text().meta({ label: 'Cite' }) })
    .meta({ label: 'Quote' }),
  subheading: text().meta({ label: 'Subheading' }),
  bullets: z
    .array(text().meta({ label: 'Bullet' }))
    .min(1)
    .meta({ label: 'Bullets' }),
  closing: paragraphs().meta({ label: 'Closing' }),
  author: z
    .strictObject({
      name: text().meta({ label: 'Name' }),
      role: text().meta({ label: 'Role' }),
      bio: paragraph().meta({ label: 'Bio' }),
      imgUrl: publicFile().meta({ label: 'Image', ...imageField }),
    })
    .meta({ label: 'Author' }),
  comments: z
    .array(
      z.strictObject({
        name: text().meta({ label: 'Name' }),
        imgUrl: publicFile().meta({ label: 'Image', ...imageField }),
        date: calendarDate().meta({ label: 'Date' }),
        text: paragraph().meta({ label: 'Text' }),
      }),
    )
    .min(1)
    .meta({ label: 'Comments' }),
});
export type BlogAuthor = z.output<typeof blogArticleFile>['author'];
export type BlogComment = z.output<typeof blogArticleFile>['comments'][number];

// content/services.yml
export const servicesFile = z.strictObject({
  brochure: z
    .strictObject({
      title: text().meta({ label: 'Title' }),
      file: publicFile().meta({ label: 'File', ...pdfField }),
      format: text().meta({ label: 'Format' }),
      pages: wholeNumber(1, 1000).meta({ label: 'Pages' }),
    })
    .meta({ label: 'Brochure' }),
  overview: z
    .strictObject({
      image: publicFile().meta({ label: 'Image', ...imageField }),
      image_alt: text().meta({ label: 'Image description' }),
      title: text().meta({ label: 'Title' }),
      intro: paragraphs().meta({ label: 'Introduction', hint: 'Separate paragraphs with a blank line.' }),
      included_title: text().meta({ label: 'Included heading' }),
      included: z
        .array(text().meta({ label: 'Item' }))
        .min(1)
        .meta({ label: 'Included in every engagement' }),
      process_title: text().meta({ label: 'Process heading' }),
      models_title: text().meta({ label: 'Engagement models heading' }),
      models: z
        .array(
          z.strictObject({
            icon: z.enum(iconNames).meta({ label: 'Icon' }),
            title: text().meta({ label: 'Title' }),
            text: paragraph().meta({ label: 'Text' }),
          }),
        )
        .min(1)
        .meta({ label: 'Engagement models' }),
    })
    .meta({ label: 'How every engagement works (/service-details)' }),
});

// content/projects.yml
export const projectsFile = z.strictObject({
  fallbacks: labels({ client: 'Client', duration: 'Duration', year: 'Year', technologies: 'Technologies' }).meta({
    label: 'Shown when a project leaves a field out',
  }),
  results: paragraph().meta({ label: 'Results paragraph' }),
  features: z
    .array(text().meta({ label: 'Feature' }))
    .min(1)
    .meta({ label: 'Feature bullets' }),
});

// content/accessibility.yml
const sectionTitle = () => text().meta({ label: 'Heading' });
const textList = (label: string) =>
  z
    .array(text().meta({ label: 'Item' }))
    .min(1)
    .meta({ label });
const limitation = z.strictObject({
  title: text().meta({ label: 'What' }),
  text: paragraph().meta({ label: 'What falls short, and the way around it' }),
});
export const accessibilityFile = z.strictObject({
  reviewed: calendarDate().meta({
    label: 'Last reviewed',
    hint: 'The day the site and this statement were last checked: set it after each review.',
  }),
  reviewed_line: text(['date']).meta({ label: 'The review line above the introduction ({date})' }),
  intro: paragraphs().meta({ label: 'Introduction' }),
  status: z
    .strictObject({ title: sectionTitle(), text: paragraphs().meta({ label: 'Text' }) })
    .meta({ label: 'Compliance status' }),
  beyond: z
    .strictObject({
      title: sectionTitle(),
      intro: paragraph().meta({ label: 'Introduction' }),
      items: textList('Items'),
    })
    .meta({ label: 'Beyond the standard' }),
  checks: z
    .strictObject({
      title: sectionTitle(),
      automated_intro: paragraph().meta({ label: 'Before the automated checks' }),
      automated: textList('Automated checks'),
      manual_intro: paragraph().meta({ label: 'Before the checks by hand' }),
      manual: textList('Checks by hand'),
      readers_intro: paragraph().meta({ label: 'Before the screen readers' }),
      readers: z
        .array(
          z.strictObject({
            reader: text().meta({ label: 'Screen reader' }),
            browser: text().meta({ label: 'Browser' }),
            system: text().meta({ label: 'Operating system' }),
          }),
        )
        .min(1)
        .meta({ label: 'Screen readers, with the browser and system each is used with' }),
      reader_setup: text(['reader', 'browser', 'system']).meta({
        label: 'How a screen reader is listed ({reader}, {browser}, {system})',
      }),
    })
    .meta({ label: 'How it is checked' }),
  limitations: z
    .strictObject({
      title: sectionTitle(),
      intro: paragraph().meta({ label: 'Introduction' }),
      items: z.array(limitation).min(1).meta({ label: 'Known limitations' }),
      turnstile: limitation.meta({
        label: 'The spam check',
        hint: 'Listed only when the forms are sent through Cloudflare Turnstile.',
      }),
    })
    .meta({ label: 'Known limitations' }),
  report: z
    .strictObject({
      title: sectionTitle(),
      text: text(['form', 'email']).meta({ label: 'How to tell us ({form}: the link, {email}: the address)' }),
      form_link: text().meta({ label: "The contact form link's text" }),
      include: paragraph().meta({ label: 'What to tell us' }),
      answer: text(['days']).meta({ label: 'When we answer ({days})' }),
      answer_days: wholeNumber(1, 60).meta({ label: 'Working days to an answer' }),
    })
    .meta({ label: 'Report a barrier' }),
  preparation: z
    .strictObject({
      title: sectionTitle(),
      text: paragraphs().meta({ label: 'Text' }),
      reviewed: text(['date']).meta({ label: 'The last review ({date})' }),
    })
    .meta({ label: 'How the statement was prepared' }),
  enforcement: z
    .strictObject({ title: sectionTitle(), text: paragraphs().meta({ label: 'Text' }) })
    .meta({ label: 'Enforcement' }),
});

// content/seo.yml
const pageMeta = z.strictObject({
  title: text().meta({ label: 'Title' }),
  description: paragraph().meta({ label: 'Description' }),
});
export const seoFile = z.strictObject({
  about: pageMeta.meta({ label: 'About' }),
  services: pageMeta.meta({ label: 'Services' }),
  service_details: pageMeta.meta({ label: 'Service details' }),
  projects: pageMeta.meta({ label: 'Projects' }),
  project_details: pageMeta.meta({ label: 'Project details' }),
  team: pageMeta.meta({ label: 'Team' }),
  team_details: pageMeta.meta({ label: 'Team details' }),
  testimonials: pageMeta.meta({ label: 'Testimonials' }),
  price_plan: pageMeta.meta({ label: 'Pricing plan' }),
  faqs: pageMeta.meta({ label: 'FAQs' }),
  blog: pageMeta.meta({ label: 'Blog' }),
  blog_details: pageMeta.meta({ label: 'Blog article' }),
  contact: pageMeta.meta({ label: 'Contact' }),
  search: pageMeta.meta({ label: 'Search' }),
  privacy: pageMeta.meta({ label: 'Privacy notice' }),
  accessibility: pageMeta.meta({ label: 'Accessibility statement' }),
  home_2: pageMeta.meta({ label: 'Home (second layout)' }),
  home_3: pageMeta.meta({ label: 'Home (third layout)' }),
});

export type Faq = z.output<typeof faq>;
export type PricingPlan = z.output<typeof pricingPlan>;
export type SkillBar = z.output<typeof skillBar>;
export type Statistic = z.output<typeof statistic>;
export type Testimonial = z.output<typeof testimonial>;
export type ClientLogo = z.output<typeof clientLogo>;

/** Every YAML data file of content/, with its schema. */
/**
 * A group of the interface's words: each a text, labelled for the content manager; `fills`
 * names the placeholders the site fills in ({number}).
 */
const phrases = <
  const Fields extends Record<string, string | { label: string; fills: readonly string[] } | PluralSchema>,
>(
  fields: Fields,
) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        typeof field === 'string'
          ? text().meta({ label: field })
          : field instanceof z.ZodType
            ? field
            : text(field.fills).meta({ label: field.label }),
      ]),
    ) as { [Name in keyof Fields]: Fields[Name] extends PluralSchema ? PluralSchema : ReturnType<typeof text> },
  );
const filled = (label: string, ...fills: string[]) => ({ label, fills });

/** One form of a count's words: it shows the number, so that a count's name holds the digits a badge shows. */
const pluralForm = (label: string) =>
  text(['count'])
    .refine((value) => value.includes('{count}'), { message: 'should show the number: write {count} where it goes' })
    .meta({ label });

/**
 * The words of a count (`{count} articles`), one form per plural category of the language
 * (`Intl.PluralRules`; content/words.ts chooses): English and German fill One and Other, Arabic
 * all six. content/check.ts asks each language for the forms it uses.
 */
const plural = (label: string) =>
  z
    .strictObject({
      zero: pluralForm('Zero (Arabic: 0)').optional(),
      one: pluralForm('One (1)').optional(),
      two: pluralForm('Two (Arabic: 2)').optional(),
      few: pluralForm('Few (Arabic: 3 to 10, 103 to 110, …)').optional(),
      many: pluralForm('Many (Arabic: 11 to 99, 111 to 199, …)').optional(),
      other: pluralForm('Other (every other number)'),
    })
    .meta({ label, hint: 'Write {count} for the number. English and German need One and Other; Arabic all six.' });
type PluralSchema = ReturnType<typeof plural>;

/** content/interface.yml: the words of the site's own interface, in every language. */
export const interfaceFile = z.strictObject({
  menu: phrases({
    home: 'Home',
    about: 'About',
    services: 'Services',
    all_services: 'All services',
    portfolio: 'Portfolio',
    projects: 'Projects',
    team: 'Team',
    testimonials: 'Testimonials',
    blog: 'Blog',
    contact: 'Contact',
    quote: 'Quote button',
    main: "The header menu's name",
    mobile: "The mobile menu's name",
    open: 'Button that opens the mobile menu',
    dialog: "The mobile menu's title",
    close: 'Button that closes the mobile menu',
    submenu: filled("Button that opens an entry's dropdown ({name})", 'name'),
    logo: "The logo's link to the home page",
  }).meta({ label: 'Menu' }),
  footer: phrases({
    services: 'Services column',
    company: 'Company column',
    home: 'Home',
    what_we_do: 'What we do',
    team: 'Team',
    projects: 'Projects',
    faqs: 'FAQs',
    contact: 'Contact',
    blog: 'Blog',
    recent_posts: 'Recent posts column',
    rights: 'Rights line',
    privacy: 'Privacy link',
    accessibility: 'Accessibility statement link',
  }).meta({ label: 'Footer' }),
  titles: phrases({
    about: 'About',
    services: 'Services',
    service_details: 'Service details',
    projects: 'Projects',
    project_details: 'Project details',
    team: 'Team',
    testimonials: 'Testimonials',
    price_plan: 'Pricing plan',
    faqs: 'FAQs',
    blog: 'Blog',
    blog_details: 'Blog article',
    contact: 'Contact',
    search: 'Search',
    privacy: 'Privacy notice',
    accessibility: 'Accessibility statement',
  }).meta({ label: 'Page titles' }),
  regions: phrases({
    breadcrumb: 'Breadcrumb',
    breadcrumb_home: "The breadcrumb's first link",
    blog_sidebar: 'Blog sidebar',
    project_sidebar: 'Project sidebar',
    service_sidebar: 'Service sidebar',
    recent_posts: "The blog sidebar's recent posts",
    project_pages: "The projects' page links",
    team_pages: "The team's page links",
    member_pages: "The team members' page links",
    team_members: 'Team members',
    latest_projects: 'Latest projects slider',
    highlights: "The home hero's slider",
    testimonials: 'Testimonials slider',
    client_logos: 'Client logos slider',
  }).meta({ label: 'Names of regions (read out by screen readers)' }),
  sliders: phrases({
    go_to: filled('Go to a slide ({number})', 'number'),
    pause: 'Pause',
    play: 'Play',
    previous: 'Previous slide',
    next: 'Next slide',
    carousel: 'What a slider is called',
    slide: 'What a slide is called',
    position: filled("A slide's place ({number}, {count})", 'number', 'count'),
  }).meta({ label: 'Sliders' }),
  pagination: phrases({
    previous: 'Previous',
    previous_hidden: 'After "Previous", for screen readers',
    next: 'Next',
    next_hidden: 'After "Next", for screen readers',
    next_page: "The blog's next page",
    page: filled('A page ({number})', 'number'),
    title_page: filled("A later page's title ({title}, {number})", 'title', 'number'),
    description_page: filled(
      "A later page's description ({description}, {number}, {total})",
      'description',
      'number',
      'total',
    ),
  }).meta({ label: 'Page links' }),
  search: phrases({
    open: 'Button that opens the search',
    dialog: "The search's title",
    close: 'Button that closes the search',
    placeholder: 'Placeholder',
    submit: 'Submit button',
    count_none: 'No results',
    results: plural('Results ({count})'),
    count_for: filled('Results of a search ({count}, {query})', 'count', 'query'),
    none_for: filled('No results of a search ({query})', 'query'),
    type_service: 'A service among the results',
    type_project: 'A project among the results',
    type_article: 'An article among the results',
    type_team: 'A team page among the results',
    type_faq: 'The FAQs among the results',
    type_page: 'Another page among the results',
  }).meta({ label: 'Search' }),
  theme: phrases({
    label: filled('Theme button ({choice})', 'choice'),
    next: filled("The theme button's next choice ({choice})", 'choice'),
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  }).meta({ label: 'Theme' }),
  posts: phrases({
    feed: "The blog feed's title ({company_full_name})",
    read_more: 'Read more',
    read_more_hidden: filled('After "Read more", for screen readers ({title})', 'title'),
    tags: "An article's tags",
    share: filled('Share link ({network})', 'network'),
    share_list: "The share links' name",
    author: "Before a post's author, for screen readers",
    published: "Before a post's date, for screen readers",
    category: "Before an article's category, for screen readers",
    reply: 'Reply link',
    comment_by: filled('A comment ({name})', 'name'),
    reply_to: filled("The reply link's name ({name}), holding the reply link's word", 'name'),
    articles: plural("A category's count of articles, for screen readers ({count})"),
  }).meta({ label: 'Blog' }),
  projects: phrases({
    all: 'All projects filter',
    filter: "The filters' name",
    count: plural("A filter's count, for screen readers ({count})"),
    product_image: filled("A project's picture ({title})", 'title'),
    client: 'Client',
    category: 'Category',
    duration: 'Duration',
    year: 'Year',
    technologies: 'Technologies',
    built_with: filled('Technical details ({technologies})', 'technologies'),
    built_without_list: filled('Technical details without a list ({technologies})', 'technologies'),
    and: 'The word before the last of a list',
  }).meta({ label: 'Projects' }),
  categories: phrases({
    mobile_development: 'Mobile Development',
    web_development: 'Web Development',
    ai_solutions: 'AI Solutions',
    cloud_solutions: 'Cloud Solutions',
    tech_consulting: 'Tech Consulting',
    cybersecurity: 'Cybersecurity',
  }).meta({ label: 'Project categories' }),
  people: phrases({
    more_skills: plural('After the skills a card shows: how many more ({count})'),
    skills: filled("A card's list of skills, for screen readers ({name})", 'name'),
    portrait: filled('Portrait ({name})', 'name'),
    on_network: filled('Profile link ({name}, {network})', 'name', 'network'),
    connect_with: filled("A member's profile links ({name})", 'name'),
    experience: "After a member's years of experience",
  }).meta({ label: 'People' }),
  services: phrases({
    illustration: filled("A service's picture ({service})", 'service'),
    learn_more: "A service card's link",
    brochure_details: filled(
      "The brochure's file ({format}, {size}, {pages}: its pages' count)",
      'format',
      'size',
      'pages',
    ),
    brochure_pages: plural("The brochure's pages ({count})"),
    technology_list: filled("The list of a service's technologies ({service})", 'service'),
  }).meta({ label: 'Services' }),
  video: phrases({ play: filled('Play button ({title})', 'title'), close: 'Close button' }).meta({ label: 'Video' }),
  forms: phrases({
    honeypot: 'Trap field (hidden)',
    consent: filled('Consent line ({link})', 'link'),
    consent_link: 'Consent link',
    required_before: 'Required fields note: before the asterisk',
    required_hidden: 'Required fields note: the asterisk, for screen readers',
    required_after: 'Required fields note: after the asterisk',
  }).meta({ label: 'Forms' }),
  contact: phrases({
    map: filled("The map's name ({company})", 'company'),
    call: filled('Beside the call-to-action button: the number to call ({phone})', 'phone'),
  }).meta({ label: 'Contact' }),
  cards: phrases({
    default: "The default card's line above the title",
    services: 'Services',
    service: 'A service',
    projects: 'Projects',
    project: 'A project (before its category)',
    team: 'Team',
    blog: 'Blog',
  }).meta({ label: 'Social cards (the picture a shared link shows)' }),
  error: phrases({
    code: 'The word above the title',
    title: 'Title',
    text: 'Text',
    retry: 'Button that tries again',
  }).meta({ label: 'Error screen (a page that failed in the browser)' }),
  not_found: phrases({
    title: 'Title',
    description: 'Description',
    heading: 'Heading',
    text: 'Text',
    image: "The picture's description",
    back: 'Home button',
  }).meta({ label: 'Page not found' }),
  pricing: phrases({
    popular: "The popular plan's badge",
    start: "A plan's button",
    start_hidden: filled("After a plan's button, for screen readers ({plan})", 'plan'),
    features: filled("A plan's features ({plan})", 'plan'),
    per_month: "After a plan's price",
  }).meta({ label: 'Pricing' }),
  testimonials: phrases({ rating: filled('Rating ({rating})', 'rating') }).meta({ label: 'Testimonials' }),
  images: phrases({
    hero_one: "Home 1 hero's picture",
    hero_two: "Home 2 hero's picture",
  }).meta({ label: 'Descriptions of pictures' }),
  language: phrases({ label: "The language switcher's name" }).meta({ label: 'Language switcher' }),
  page: phrases({
    skip: 'Skip link',
    top: 'Scroll-to-top button',
    new_tab: 'After a link that opens a new tab, for screen readers',
  }).meta({ label: 'Every page' }),
});

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
  interface: { name: 'interface.yml', schema: interfaceFile },
  accessibility: { name: 'accessibility.yml', schema: accessibilityFile },
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
    slugOf: (entry: Service) => slugFromUrl(entry.url, englishPrefixes.service),
  },
  projects: {
    folder: 'projects',
    schema: project,
    bodyField: 'brief',
    slugOf: (entry: Project) => slugFromUrl(entry.url, englishPrefixes.project),
  },
  team: {
    folder: 'team',
    schema: teamMember,
    bodyField: 'description',
    slugOf: (member: TeamMember) => memberSlug(member.name),
  },
} as const;

// The content-at-scale benchmark's own part (bench/bench-scale.cli.ts runs it): entries made up
// from today's content, so that the site can be built with ten or a hundred times as many
// projects, team members and posts, and the section of BENCHMARKS.md that reports the builds.
// Only `readCorpus` reads files; the rest is pure.
//
// A made-up entry is valid under the schemas of content/schema.ts, and its text is recombined
// from the sentences of today's entries (names, clients and figures changed, a sentence of its
// own added) by a seeded generator: the same seed gives the same files on every machine. Copies
// would flatter the compressed sizes, since gzip and brotli shrink a repeated page to almost
// nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { checkCollection, dataFile, type ContentProblem } from '../content/files';
import { staticFileCaps } from '../buildtime/export-files';
import { pagedListings } from '../content/listings';
import { collectionPrefixes, listingPageSegment, slugFromUrl } from '../content/permalinks';
import {
  collections,
  dataFiles,
  memberSlug,
  type Post,
  type Project,
  type ProjectCategory,
  type Service,
  type TeamMember,
} from '../content/schema';
import { markdownTable } from './bench';
import { buildPhases, type BuildPhase } from '../buildtime/build-phases';
import { translatedLanguages, type Language } from '../content/languages';

/** What the made-up entries are drawn from: today's content and the images that exist. */
export interface Corpus {
  projects: Project[];
  team: TeamMember[];
  posts: Post[];
  /** Services in menu order; a post's category names one of them. */
  services: Service[];
  /** The blog's tags (content/blog.yml). */
  blogTags: string[];
  /** Paths on the site (`/images/team/amara-okafor.svg`) of the images an entry may show. */
  images: { projects: string[]; team: string[]; blog: string[] };
}

/** Every image in the folders of public/ that `used` (paths on the site) come from. */
function imagesBeside(used: string[]): string[] {
  return [...new Set(used.map((path) => dirname(path)))].flatMap((folder) =>
    readdirSync(join('public', folder))
      .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name))
      .map((name) => `${folder}/${name}`),
  );
}

/** Today's content of the project (the current folder), read and checked as the build reads it, and its problems. */
export function readCorpus(): { corpus: Corpus; problems: ContentProblem[] } {
  const [projects, team, posts, services] = [
    checkCollection(collections.projects),
    checkCollection(collections.team),
    checkCollection(collections.posts),
    checkCollection(collections.services),
  ] as const;
  const corpus: Corpus = {
    projects: projects.entries,
    team: team.entries,
    posts: posts.entries,
    services: services.entries.toSorted((a, b) => a.order - b.order),
    blogTags: dataFile(dataFiles.blog).tags,
    images: {
      projects: imagesBeside(projects.entries.map((project) => project.imgUrl)),
      team: imagesBeside(team.entries.map((member) => member.imgUrl)),
      blog: imagesBeside(posts.entries.map((post) => post.imgUrl)),
    },
  };
  return { corpus, problems: [projects, team, posts, services].flatMap((read) => read.problems) };
}

export type Folder = 'projects' | 'team' | 'posts';

/** One made-up content file: `content/{folder}/{slug}.md`, or its translation in `content/{folder}/{language}/`. */
export interface GeneratedFile {
  folder: Folder;
  slug: string;
  text: string;
  language?: Language;
}

/** Where a made-up file goes, below `content/`. */
export const generatedPath = ({ folder, language, slug }: GeneratedFile): string =>
  join(folder, ...(language ? [language] : []), `${slug}.md`);

/** Today's translations of each collection, by language: what made-up translations read. */
export type TranslatedEntries = Partial<Record<Language, Partial<Record<Folder, TranslatedEntry[]>>>>;
interface TranslatedEntry {
  fields: Record<string, unknown>;
  body: string;
}

const frontMatter = /^---\n([\s\S]*?\n)---\n/;

/** The fields a translation takes from its language rather than from the English entry: the blog's tags are the language's own. */
const languageFields: Record<Folder, string[]> = { projects: [], team: [], posts: ['tags'] };

/** The translated entries in `content/`: their front matter and their text. */
export function readTranslatedEntries(root = 'content'): TranslatedEntries {
  const folders: Folder[] = ['projects', 'team', 'posts'];
  const entryOf = (text: string): TranslatedEntry => {
    const match = frontMatter.exec(text);
    return {
      fields: (parse(match?.[1] ?? '') ?? {}) as Record<string, unknown>,
      body: text.slice(match?.[0].length ?? 0),
    };
  };
  return Object.fromEntries(
    translatedLanguages.map((language) => [
      language,
      Object.fromEntries(
        folders.map((folder) => {
          const dir = join(root, folder, language);
          const names = readdirSync(dir)
            .filter((name) => name.endsWith('.md'))
            .toSorted();
          return [folder, names.map((name) => entryOf(readFileSync(join(dir, name), 'utf8')))];
        }),
      ),
    ]),
  );
}

/**
 * Each made-up entry in every other language: its own front matter (so its address, name and
 * figures are the entry's), with the language's own tags, and the text of one of today's
 * translations of its collection, in turn. Its title stays in English; its pages are as long as
 * a translated entry's.
 */
export function translatedCopies(files: GeneratedFile[], translations: TranslatedEntries): GeneratedFile[] {
  const used = new Map<string, number>();
  return files.flatMap((file) =>
    translatedLanguages.flatMap((language) => {
      const entries = translations[language]?.[file.folder] ?? [];
      if (entries.length === 0) return [];
      const key = `${language}/${file.folder}`;
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const translation = entries[index % entries.length]!;
      const fields = (parse(frontMatter.exec(file.text)?.[1] ?? '') ?? {}) as Record<string, unknown>;
      for (const name of languageFields[file.folder]) {
        if (name in translation.fields) fields[name] = translation.fields[name];
      }
      return [{ ...file, language, text: `---\n${stringify(fields, { lineWidth: 0 })}---\n${translation.body}` }];
    }),
  );
}

/** A small, fast generator of numbers in [0, 1) (mulberry32): the same seed, the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A copy of `items` in a random order (Fisher–Yates). */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` different items, or all of them when there are fewer. */
const sample = <T>(random: Random, items: readonly T[], count: number): T[] => shuffled(random, items).slice(0, count);

/** The items of a list written as text, one per line or comma. */
const list = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The address name of a title: lower case, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The sentences of a paragraph. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * A sentence with its figures changed: each number becomes another of about its size, a
 * percentage stays under 100; years and ordinals ("400th") stay. "fell 29% in 140 days" ->
 * "fell 34% in 118 days".
 */
export function varyFigures(random: Random, sentence: string): string {
  return sentence.replace(
    /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%?)/g,
    (figure: string, whole: string, fraction: string | undefined, percent: string, at: number) => {
      const after = sentence.slice(at + figure.length);
      if (/^(st|nd|rd|th)\b/.test(after) || (!percent && !fraction && /^(19|20)\d\d$/.test(whole))) return figure;
      const decimals = fraction ? fraction.length - 1 : 0;
      const value = Number(`${whole.replace(/,/g, '')}${fraction ?? ''}`) * (0.6 + random() * 0.9);
      const capped = percent ? Math.min(value, 98) : value;
      if (decimals) return `${capped.toFixed(decimals)}${percent}`;
      const rounded = Math.max(1, Math.round(capped));
      return `${whole.includes(',') ? rounded.toLocaleString('en-US') : rounded}${percent}`;
    },
  );
}

/** Wraps a paragraph at about `width` characters, as the content files are written. */
function wrap(text: string, width = 96): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** A Markdown content file: the fields as YAML front matter, then the body. */
export function markdownFile(fields: Record<string, unknown>, body: string): string {
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${wrap(body)}\n`;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the longest start of `name` it holds ("Keystone Mutual" of "Keystone Mutual Insurance") replaced. */
function replaceName(text: string, name: string, replacement: string): string {
  const words = name.split(/\s+/);
  for (let length = words.length; length > 0; length -= 1) {
    const start = words.slice(0, length).join(' ');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(start)}(?![\\p{L}\\p{N}])`, 'gu');
    if (pattern.test(text)) return text.replace(pattern, () => replacement);
  }
  return text;
}

/** A list item as the middle of a sentence: its first letter in lower case, unless it starts an acronym. */
const inSentence = (item: string) =>
  /^[A-Z][^A-Z\s]*(\s|$)/.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item;
/** A title's words in lower case, but acronyms and names with capitals inside ("AI", "MLOps"): "core web vitals". */
const lowerWords = (title: string) =>
  title
    .split(/([ -])/)
    .map((word) => (/^.[^A-Z]*$/.test(word) ? word.toLowerCase() : word))
    .join('');
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Fills `{name}` slots from `values`; other slots (`{company}`, which the site fills) stay. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

// Names, clients and topics of the made-up entries: all fictional.
const firstNames = {
  she: list(`Aisha, Amelia, Beatrix, Bianca, Camila, Carmen, Chloe, Dalia, Daria, Elena, Esme, Farah, Freya, Grace,
    Greta, Hana, Ines, Isla, Ivy, Jana, Keira, Leila, Lina, Lucia, Marta, Maya, Mei, Nadia, Nina, Noor, Olga, Paula,
    Rosa, Sakura, Selin, Tara, Uma, Vera, Yara, Zoe`),
  he: list(`Adrian, Arjun, Bilal, Bruno, Carlos, Connor, Diego, Dmitri, Elias, Emil, Felix, Finn, Gabriel, Hamza,
    Hugo, Idris, Ivan, Jamal, Jonas, Kai, Karim, Leon, Luca, Marco, Mateo, Nikhil, Nils, Oscar, Owen, Pavel, Rafael,
    Ravi, Samir, Stefan, Theo, Tomas, Victor, Wei, Yusuf, Zane`),
};
const lastNames = list(`Abara, Adeyemi, Ahmed, Andersen, Bakker, Bianchi, Brennan, Castillo, Chen, Costa, Dahl, Demir,
  Dubois, Eriksen, Evans, Fernandes, Fischer, Foster, Gallagher, Garcia, Hartmann, Haugen, Hughes, Ibrahim, Ito,
  Jansen, Kaur, Kovacs, Kowalski, Lambert, Larsen, Lindqvist, Mendes, Moreau, Mwangi, Nakamura, Nguyen, Novak, Olsen,
  Osei, Park, Petrov, Quinn, Rossi, Santos, Schmidt, Silva, Sorensen, Tanaka, Thompson, Uddin, Vance, Varga, Wagner,
  Walsh, Xu, Yilmaz, Young, Zhou, Zimmer`);
const extraRoles = list(`Senior Software Engineer, Staff Engineer, Solutions Architect, Security Engineer,
  Data Scientist, Machine Learning Engineer, Product Designer, UX Researcher, Delivery Manager, QA Lead,
  Mobile Engineer, Frontend Engineer, Backend Engineer, DevOps Engineer, Engineering Manager, Data Engineer,
  Site Reliability Engineer, Business Analyst, Technical Writer, Product Manager, Principal Engineer`);
const pastimes = list(`coaches a youth football team, restores old synthesizers, runs trail marathons,
  mentors students at a local coding school, bakes sourdough for the whole office, sails whenever the wind allows,
  plays bass in a weekend jazz trio, climbs indoors and out, volunteers at a community repair café,
  is working through every national park, collects vintage maps, writes short fiction,
  grows far too many tomatoes, teaches a weekly chess club, cycles to work in all weathers`);
const clientStems = list(`Alder, Bluefin, Brightwater, Cedarline, Copperleaf, Corvane, Driftwood, Emberly, Fernhill,
  Foxglove, Granitefall, Harborview, Highmoor, Ironbark, Juniper, Kestrel, Lakeshore, Larkspur, Marlowe, Meadowbrook,
  Millbrook, Northgate, Oakridge, Orchardly, Pinecrest, Quillon, Redwater, Riverstone, Saltmarsh, Silverbirch,
  Stonebridge, Summitra, Tidewater, Westbrook, Wildmere, Willowmere, Yarrowfield, Zephyrine`);
/** An industry: how a title names a client of it, and the endings of its clients' names. */
const industries = list(`a Regional Insurer: Mutual Insurance | Assurance
  a National Retailer: Retail | Stores
  a Hospital Network: Health | Care Partners
  a Logistics Group: Freight | Logistics
  a Credit Union: Credit Union | Savings
  a Utility Provider: Energy | Water
  an Online Marketplace: Market | Exchange
  a Manufacturing Group: Industries | Manufacturing
  a University: University | College
  a Media Company: Media | Broadcasting
  a Travel Operator: Travel | Journeys
  a Property Manager: Properties | Estates
  a Fintech Startup: Pay | Finance
  a Food Distributor: Foods | Provisions
  a Charity Network: Foundation | Trust
  a Telecom Operator: Telecom | Networks
  a City Council: City Council | Borough
  a Law Firm: Legal | Law Partners
  a Biotech Lab: Biosciences | Labs
  an Airline: Air | Airways
  a Fitness Chain: Fitness | Studios
  a Wholesale Bank: Bank | Capital
  a Car Rental Firm: Rentals | Mobility
  a Publishing House: Press | Publishing`).map((line) => {
  const [phrase, endings] = line.split(': ') as [string, string];
  return { phrase, endings: endings.split(' | ') };
});
const projectNouns: Record<ProjectCategory, string[]> = {
  'Mobile Development': list(`Mobile Banking App, Field Service App, Patient Companion App, Loyalty App, Driver App,
    Member Self-Service App, Booking App, Offline Inspection App, Coaching App, Store Associate App`),
  'Web Development': list(`Customer Portal, B2B Ordering Portal, Headless Storefront, Partner Extranet, SaaS Platform,
    Booking Platform, Claims Portal, Content Platform, Analytics Dashboard, Quote Configurator`),
  'AI Solutions': list(`Demand Forecasting Model, Document Extraction Pipeline, Recommendation Engine,
    Predictive Maintenance Model, Claims Triage Assistant, Churn Prediction Model, Route Optimizer,
    Fraud Detection Model, Support Chat Assistant, Visual Inspection System`),
  'Cloud Solutions': list(`Cloud Migration, Kubernetes Platform, Media Pipeline, Data Platform,
    Disaster Recovery Program, FinOps Program, Landing Zone Rollout, Data Center Exit, Event Streaming Platform,
    Platform Engineering Rollout`),
  'Tech Consulting': list(`Transformation Roadmap, DevOps Assessment, Technology Due Diligence, Architecture Review,
    Build-or-Buy Assessment, Delivery Turnaround, Cloud Strategy, Data Strategy, Vendor Selection,
    Engineering Organization Design`),
  Cybersecurity: list(`Zero-Trust Program, Penetration Testing Program, SOC 2 Readiness Program,
    Identity Modernization, Incident Response Retainer, Security Awareness Program, Cloud Security Review,
    Ransomware Readiness Assessment, Vulnerability Management Program, ISO 27001 Certification`),
};
/** The service (by slug) whose work a project category shows. */
const categoryServices: Record<ProjectCategory, string> = {
  'Mobile Development': 'mobile-app-development',
  'Web Development': 'web-development',
  'AI Solutions': 'ai-machine-learning',
  'Cloud Solutions': 'cloud-solutions',
  'Tech Consulting': 'tech-consulting',
  Cybersecurity: 'cybersecurity',
};
const projectOpeners = [
  '{article} {noun} for {client}, covering {first} and {second}.',
  'For {client}, we delivered {article2} {noun}: {first}, then {second}.',
  '{client} asked for {article2} {noun}; the work covered {first} and {second}.',
];
const projectResults = ['Results included {outcome}.', 'Within a year: {outcome}.', 'The headline result: {outcome}.'];
const projectClosers = [
  'The engagement ran {duration} with a cross-functional team of {team}.',
  'Work started with a {weeks}-week discovery phase and shipped in fortnightly releases.',
  'The client’s own engineers now run and extend the platform without outside help.',
  'Every release went out behind feature flags, so rollbacks took minutes, not days.',
  'A {weeks}-week pilot in one region proved the approach before the wider rollout.',
  'Success was measured against three metrics agreed with {client} at kickoff.',
];
const projectTriggers = [
  'The work began when {client} outgrew {legacy}.',
  '{client} came to us with {driver} and {legacy} that could not keep up.',
  'The trigger was {driver}; the obstacle was {legacy}.',
  'Until then, {client} had relied on {legacy}.',
];
const legacySystems = list(`a fifteen-year-old ERP, spreadsheets and email, an on-premises data warehouse,
  a patchwork of vendor portals, a monolith nobody wanted to touch, nightly batch jobs, a legacy VPN,
  two incompatible CRMs, a hand-built scheduling tool, an outsourced platform with a two-week change queue`);
const drivers = list(`a regulator's deadline, a merger, rising support costs, a new product line,
  a failed audit, a board-level growth target, a spike in fraud, a data-center lease running out,
  customer complaints about speed, a competitor's new app`);
const memberFocus = [
  '{first}’s work centres on {skill}, with {more} close behind.',
  'Most of {first}’s recent projects combine {skill} with {more}.',
  'On client work, {first} is the first call for {skill} and the usual reviewer for {more}.',
  '{first} has spent the last few years applying {skill} for {industry}.',
];
const memberPasts = [
  'Before joining {company}, {first} spent {years} years working for {industry}.',
  '{first} came to {company} after {years} years on the client side at {industry}.',
  'Clients know {first} from {count} {company} projects, most recently for {industry}.',
];
/** Blog topics by the slug of the service whose title is the post's category. */
const postTopics: Record<string, string[]> = {
  'mobile-app-development': list(`Offline-First Apps, App Store Launches, Mobile Accessibility, Push Notifications,
    Cross-Platform Frameworks, Mobile Release Trains, Biometric Sign-In, App Performance, Wearable Integrations,
    Mobile Analytics`),
  'ai-machine-learning': list(`AI Pilots, MLOps, Document AI, Demand Forecasting, Model Monitoring, Support Chatbots,
    Recommendation Engines, Data Labelling, Computer Vision, Responsible AI`),
  'web-development': list(`Core Web Vitals, Headless Commerce, Design Systems, Web Accessibility, Static Sites,
    Customer Portals, Front-End Testing, Web Security Headers, Content Migrations, Site Search`),
  'cloud-solutions': list(`Cloud Cost Reviews, Kubernetes, Serverless Pipelines, Disaster Recovery, Landing Zones,
    Infrastructure as Code, Data Center Exits, Multi-Cloud, Platform Engineering, Observability`),
  cybersecurity: list(`Zero Trust, Penetration Testing, Phishing Drills, Incident Response, SOC 2, Identity Hygiene,
    Ransomware Readiness, Vulnerability Management, Cloud Security Posture, Supply-Chain Security`),
  'tech-consulting': list(`Technology Roadmaps, Build-or-Buy Decisions, Vendor Selection, Due Diligence,
    DevOps Maturity, Legacy Modernization, Engineering Metrics, Digital Transformation, IT Budgets, Team Topologies`),
};
const otherTopics = list('Delivery Planning, Software Estimates, Product Discovery, Technical Debt, Team Onboarding');
const postTitleForms = [
  'A Practical Guide to {topic}',
  '{topic}: What Actually Moves the Numbers',
  'Five Mistakes Teams Make with {topic}',
  '{topic} Without the Hype',
  'Why {topic} Deserves a Budget Line',
  'Getting {topic} Past the Pilot Stage',
  '{topic} for Mid-Sized Companies',
  'A Checklist for {topic}',
  '{topic}: Questions to Ask Before You Start',
  'The Hidden Costs of {topic}',
  'Measuring the Return on {topic}',
  'What Clients Ask Us About {topic}',
  '{topic} in the First Ninety Days',
  'Lessons from a Year of {topic}',
];
const postMiddles = [
  'We look at {topic} through {count} recent client projects and what we would do differently.',
  'This piece walks through how our teams approach {topic}, step by step.',
  'Drawing on {count} engagements, we separate the {topic} advice that holds from the advice that does not.',
  'It ends with a one-page checklist for {topic} that you can take to your next planning meeting.',
];

/**
 * `count` candidates with different titles (and slugs), in a random order, none of `taken`
 * (which they join). When the candidates run out, they come round again as "…, Part 2".
 */
function uniqueTitles<T extends { title: string }>(random: Random, candidates: T[], count: number, taken: Set<string>) {
  const fresh = shuffled(random, candidates);
  const chosen: (T & { slug: string })[] = [];
  for (let round = 1; chosen.length < count; round += 1) {
    if (fresh.length === 0) throw new Error('No titles to make entries from');
    for (const candidate of fresh) {
      const title = round === 1 ? candidate.title : `${candidate.title}, Part ${round}`;
      const slug = slugify(title);
      if (taken.has(title) || taken.has(slug)) continue;
      taken.add(title).add(slug);
      chosen.push({ ...candidate, title, slug });
      if (chosen.length === count) break;
    }
  }
  return chosen;
}

/** Which pronouns a text uses for its subject. */
const pronounOf = (text: string): 'she' | 'he' =>
  (text.match(/\b(she|her|hers)\b/gi)?.length ?? 0) >= (text.match(/\b(he|his|him)\b/gi)?.length ?? 0) ? 'she' : 'he';

/** Roles and sentences that belong to one person's story (the founder's), not retold of others. */
const ownStory = /\bfound(ed|er)\b|\bCEO\b|^CTO$/i;

/**
 * What the generators share: the seeded random numbers, the titles and slugs in use, and the
 * texts in use (`distinct`).
 */
interface Making {
  random: Random;
  taken: Set<string>;
  written: Set<string>;
}

function generateProjects(corpus: Corpus, count: number, { random, taken, written }: Making): GeneratedFile[] {
  // A brief's first sentence says what was built, for whom (the client's name made a slot); the
  // rest say what it achieved.
  const openers = new Map<ProjectCategory, string[]>();
  const results: string[] = [];
  for (const project of corpus.projects) {
    const [first, ...rest] = sentences(project.brief);
    if (!first) continue;
    const opener = project.client ? replaceName(first, project.client, '{client}') : first;
    openers.set(project.category, [...(openers.get(project.category) ?? []), opener]);
    results.push(...rest);
  }
  const serviceOf = (category: ProjectCategory) =>
    corpus.services.find(
      (service) => slugFromUrl(service.url, collectionPrefixes.service) === categoryServices[category],
    );
  const candidates = (Object.keys(projectNouns) as ProjectCategory[]).flatMap((category) =>
    projectNouns[category].flatMap((noun) =>
      industries.map((industry) => ({ title: `${noun} for ${industry.phrase}`, category, industry })),
    ),
  );
  const technologies = [...new Set(corpus.projects.flatMap((project) => project.technologies ?? []))];
  const firstOrder = Math.max(0, ...corpus.projects.map((project) => project.order)) + 1;
  return uniqueTitles(random, candidates, count, taken).map(({ title, slug, category, industry }, index) => {
    const client = `${pick(random, clientStems)} ${pick(random, industry.endings)}`;
    const alike = corpus.projects.filter((project) => project.category === category);
    const source = pick(random, alike.length > 0 ? alike : corpus.projects);
    const duration = `${between(random, 2, 18)} months`;
    const closer = fill(pick(random, projectClosers), {
      duration,
      team: String(between(random, 3, 14)),
      weeks: String(between(random, 2, 8)),
      client,
    });
    const service = serviceOf(category);
    const noun = title.slice(0, title.indexOf(' for '));
    const opener =
      service && random() < 0.5
        ? fill(pick(random, projectOpeners), {
            ...(([first, second]) => ({ first: inSentence(first!), second: inSentence(second!) }))(
              sample(random, service.deliverables, 2),
            ),
            article: article(noun).replace(/^a/, 'A'),
            article2: article(noun),
            noun: lowerWords(noun),
          })
        : pick(random, openers.get(category) ?? [...openers.values()].flat());
    const outcomes = service
      ? service.outcomes.map((outcome) => fill(pick(random, projectResults), { outcome: inSentence(outcome) }))
      : [];
    const trigger = fill(pick(random, projectTriggers), {
      client,
      legacy: pick(random, legacySystems),
      driver: pick(random, drivers),
    });
    // About as long as today's briefs: what was built, then one or two more sentences.
    const brief = distinct(written, () =>
      [
        fill(opener, { client }),
        ...sample(
          random,
          [pick(random, results), ...(outcomes.length > 0 ? [pick(random, outcomes)] : []), closer, trigger],
          random() < 0.75 ? 1 : 2,
        ),
      ]
        .map((sentence) => varyFigures(random, sentence))
        .join(' '),
    );
    const own = source.technologies ?? [];
    const fields = {
      title,
      category,
      url: `${collectionPrefixes.project}${slug}`,
      order: firstOrder + index,
      imgUrl: corpus.images.projects.includes(source.imgUrl) ? source.imgUrl : pick(random, corpus.images.projects),
      // Like a few of today's projects, some leave a fact out and show its fallback.
      ...(random() < 0.9 ? { client } : {}),
      year: String(between(random, 2018, 2026)),
      ...(random() < 0.9 ? { duration } : {}),
      technologies: [
        ...new Set([
          ...sample(random, own, between(random, 2, own.length)),
          ...sample(random, service?.technologies ?? technologies, 2),
        ]),
      ],
    };
    return { folder: 'projects', slug, text: markdownFile(fields, brief) };
  });
}

function generateTeam(corpus: Corpus, count: number, { random, taken, written }: Making): GeneratedFile[] {
  // Each member's sentences, the first name made a slot; the founder's story is told of no one else.
  const told = corpus.team
    .filter((member) => !ownStory.test(member.role))
    .map((member) => ({
      member,
      pronoun: pronounOf(member.description),
      sentences: sentences(member.description).map((sentence) =>
        replaceName(sentence, member.name.split(/\s+/)[0]!, '{first}'),
      ),
    }));
  if (told.length === 0) throw new Error('No team member to make others from');
  const names = shuffled(
    random,
    (['she', 'he'] as const).flatMap((pronoun) =>
      firstNames[pronoun].flatMap((first) => lastNames.map((last) => ({ pronoun, first, name: `${first} ${last}` }))),
    ),
  ).filter(({ name }) => !taken.has(memberSlug(name)));
  if (names.length < count) throw new Error(`Only ${names.length} team names to give, not ${count}`);
  const roles = [...new Set([...corpus.team.map((member) => member.role), ...extraRoles])].filter(
    (role) => !ownStory.test(role),
  );
  const skills = [...new Set(corpus.team.flatMap((member) => member.skills))];
  const firstOrder = Math.max(0, ...corpus.team.map((member) => member.order)) + 1;
  return names.slice(0, count).map(({ pronoun, first, name }, index) => {
    const slug = memberSlug(name);
    taken.add(slug);
    const alike = told.filter((entry) => entry.pronoun === pronoun);
    const source = pick(random, alike.length > 0 ? alike : told);
    const others = (alike.length > 1 ? alike : told).filter((entry) => entry !== source);
    const past = fill(pick(random, memberPasts), {
      years: String(between(random, 2, 12)),
      count: String(between(random, 3, 20)),
      industry: lowerWords(pick(random, industries).phrase),
    });
    const [skill, ...more] = sample(random, skills, 3);
    const focus = fill(pick(random, memberFocus), {
      skill: skill!,
      more: more.join(' and '),
      industry: lowerWords(pick(random, industries).phrase),
    });
    // About as long as today's descriptions: who the member is, then one or two more sentences.
    const description = distinct(written, () =>
      [
        source.sentences[0]!,
        ...sample(
          random,
          [
            pick(
              random,
              others.flatMap((entry) => entry.sentences.slice(1)),
            ),
            past,
            focus,
            `Outside work, {first} ${pick(random, pastimes)}.`,
          ],
          random() < 0.6 ? 1 : 2,
        ),
      ]
        .map((sentence) => varyFigures(random, fill(sentence, { first })))
        .join(' '),
    );
    const handle = slug.replace(/-/g, '');
    const fields = {
      name,
      role: random() < 0.5 ? source.member.role : pick(random, roles),
      order: firstOrder + index,
      imgUrl: pick(random, corpus.images.team),
      experience: `${between(random, 3, 25)} years`,
      skills: [
        ...new Set([...sample(random, source.member.skills, 2), ...sample(random, skills, between(random, 1, 4))]),
      ],
      social: {
        linkedin: `https://www.linkedin.com/in/${slug}`,
        ...(random() < 0.4 ? { github: `https://github.com/${handle}` } : {}),
        ...(random() < 0.3 ? { twitter: `https://twitter.com/${handle}` } : {}),
      },
    };
    return { folder: 'team', slug, text: markdownFile(fields, description) };
  });
}

function generatePosts(corpus: Corpus, count: number, { random, taken, written }: Making): GeneratedFile[] {
  const split = corpus.posts.map((post) => sentences(post.description));
  const openers = split.flatMap((parts) => parts.slice(0, 1));
  const closers = split.flatMap((parts) => parts.slice(1));
  const candidates = corpus.services.flatMap((service) =>
    (postTopics[slugFromUrl(service.url, collectionPrefixes.service)] ?? otherTopics).flatMap((topic) =>
      postTitleForms.map((form) => ({ title: fill(form, { topic }), topic, service })),
    ),
  );
  const newest =
    corpus.posts
      .map((post) => post.date)
      .toSorted()
      .at(-1) ?? '2026-01-01';
  // A post names its service as today's posts do (content/check.ts holds them to it): by the
  // service's file name, or by its title.
  const byTitle =
    corpus.posts.length > 0 &&
    corpus.posts.every((post) => corpus.services.some((service) => service.title === post.category));
  const categoryOf = (service: Service) =>
    byTitle ? service.title : slugFromUrl(service.url, collectionPrefixes.service);
  const day = 86_400_000;
  return uniqueTitles(random, candidates, count, taken).map(({ title, slug, topic, service }) => {
    const original = corpus.posts.find((post) => post.category === categoryOf(service));
    const own = original ? sentences(original.description) : [];
    const description = distinct(written, () =>
      [
        own[0] && random() < 0.6 ? own[0] : pick(random, openers),
        fill(pick(random, postMiddles), { topic: lowerWords(topic), count: String(between(random, 3, 12)) }),
        ...(random() < 0.6 ? [pick(random, service.overview.flatMap(sentences))] : []),
        ...(random() < 0.3 ? [pick(random, closers)] : []),
      ]
        .map((sentence) => varyFigures(random, sentence))
        .join(' '),
    );
    const fields = {
      slug,
      title,
      // Before the newest of today's posts, so that the blog and the footer still lead with those.
      date: new Date(Date.parse(`${newest}T00:00:00Z`) - between(random, 1, 5 * 365) * day).toISOString().slice(0, 10),
      imgUrl:
        original && corpus.images.blog.includes(original.imgUrl) ? original.imgUrl : pick(random, corpus.images.blog),
      author: pick(random, corpus.posts).author,
      category: categoryOf(service),
      // Mostly the tags of today's post in the same category.
      tags: [
        ...new Set([...sample(random, original?.tags ?? [], between(random, 1, 2)), pick(random, corpus.blogTags)]),
      ],
    };
    return { folder: 'posts', slug, text: markdownFile(fields, description) };
  });
}

/**
 * A text `write` makes that is not among `written` yet (it joins them): recombined sentences
 * meet again now and then, so a repeat is written anew, a few times at most.
 */
function distinct(written: Set<string>, write: () => string): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = write();
    if (!written.has(text)) {
      written.add(text);
      return text;
    }
  }
  throw new Error('No new text after 50 attempts: the corpus has too few sentences to recombine');
}

/**
 * The entries to add so that each collection holds `factor` times today's: (factor − 1) × today's
 * count of projects, team members and posts, made up from the corpus. Same corpus, factor and
 * seed: the same files.
 */
export function generateScaledContent(corpus: Corpus, factor: number, seed = 1): GeneratedFile[] {
  if (!Number.isInteger(factor) || factor < 1) throw new RangeError(`factor ${factor}: a whole number from 1`);
  if (corpus.projects.length + corpus.team.length + corpus.posts.length === 0) return [];
  const random = seededRandom(seed);
  // Titles and slugs in use, so that no made-up entry takes one of today's, or another's.
  const taken = new Set<string>([
    ...corpus.projects.flatMap((project) => [project.title, slugFromUrl(project.url, collectionPrefixes.project)]),
    ...corpus.posts.flatMap((post) => [post.title, post.slug]),
    ...corpus.team.map((member) => memberSlug(member.name)),
  ]);
  const extra = (entries: unknown[]) => entries.length * (factor - 1);
  // Texts in use, so that no made-up brief or description repeats one of today's, or another's.
  const written = new Set<string>([
    ...corpus.projects.map((project) => project.brief),
    ...corpus.team.map((member) => member.description),
    ...corpus.posts.map((post) => post.description),
  ]);
  const making = { random, taken, written };
  return [
    ...generateProjects(corpus, extra(corpus.projects), making),
    ...generateTeam(corpus, extra(corpus.team), making),
    ...generatePosts(corpus, extra(corpus.posts), making),
  ];
}

// The report.

/** The figures of one build of the site with `factor` times today's entries. */
export interface ScaleRow {
  factor: number;
  entries: { projects: number; team: number; posts: number };
  /** The exported HTML pages. */
  pages: number;
  buildMs: number;
  /** Each phase of the build (scripts/build.cli.ts), when it reported them. */
  phases?: Record<BuildPhase, number>;
  /** Why the build stopped, when it did (its figures are then those of what it had written). */
  buildProblem?: string;
  out: { files: number; bytes: number };
  search: {
    files: number;
    raw: number;
    gzip: number;
    /** What the search dialog downloads to list the results of a visitor's first query, at most (gzipped), and that query. */
    firstQueryGzip: number;
    firstQuery: string;
  };
  /** The largest page of the export (by brotli, the tighter budget). */
  largest: PageSize;
  /** The paged listings: how many pages each has, by its path, and the largest of those pages. */
  listings: { pages: Record<string, number>; largest: PageSize };
}

export interface PageSize {
  route: string;
  gzip: number;
  brotli: number;
}

/**
 * Today's content built again in the same copy, and the floor's `next build` (bench/floor/, one
 * page) from nothing on the same machine in the same run: what an editor's save costs.
 */
export interface Rebuilds {
  /** The floor's `next build`, from a clean `.next/`. */
  floorMs: number;
  /** `npm run build` of today's content from a clean `.next/` (the 1× row). */
  coldMs: number;
  /** `npm run build` again, nothing changed. */
  unchangedMs: number;
  /** `npm run build` after one content file changed, and that file. */
  editedMs: number;
  edited: string;
}

/** A cold build within 4× the floor's `next build`; a build after one content edit within 0.6× the cold one; 100× within 10 minutes. */
export const buildBudgets = { coldOverFloor: 4, editedOverCold: 0.6, scaled: { factor: 100, ms: 600_000 } };

/** The rebuilds in a paragraph of BENCHMARKS.md, each against its budget. */
export function renderRebuilds({ floorMs, coldMs, unchangedMs, editedMs, edited }: Rebuilds): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const overFloor = coldMs / floorMs;
  const overCold = editedMs / coldMs;
  return [
    `Rebuilds of today's content (1×), in the same copy: cold ${seconds(coldMs)}, ${overFloor.toFixed(1)}× the floor's \`next build\` of ${seconds(floorMs)} (budget ${buildBudgets.coldOverFloor}×) ${mark(overFloor <= buildBudgets.coldOverFloor)};`,
    `nothing changed ${seconds(unchangedMs)} (${(unchangedMs / coldMs).toFixed(2)}× cold);`,
    `one content file changed (${edited}) ${seconds(editedMs)}, ${overCold.toFixed(2)}× cold (budget ${buildBudgets.editedOverCold}×) ${mark(overCold <= buildBudgets.editedOverCold)}.`,
  ].join(' ');
}

/** The paths of the listings split into pages (content/listings.ts): their pages are `{path}` and `{path}/page/{n}`. */
export const listingPaths = pagedListings.map((pages) => pages[0]!.url);

/** The listing a route is a page of, if any. */
export function listingOf(route: string): string | undefined {
  return listingPaths.find((path) => route === path || route.startsWith(`${path}/${listingPageSegment}/`));
}

/** How many of the heaviest pages by gzip are measured in brotli (slow at quality 11) to find the largest. */
export const brotliCandidates = 20;

/**
 * The largest of some pages by brotli (`brotliOf` measures one), among the `brotliCandidates`
 * heaviest by gzip; the first by route when equal.
 */
export function largestPage<T extends { route: string; gzip: number }>(
  pages: T[],
  brotliOf: (page: T) => number,
): PageSize | undefined {
  return pages
    .toSorted((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route))
    .slice(0, brotliCandidates)
    .map((page) => ({ route: page.route, gzip: page.gzip, brotli: brotliOf(page) }))
    .toSorted((a, b) => b.brotli - a.brotli || a.route.localeCompare(b.route))[0];
}

const KiB = 1024;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const duration = (ms: number) => (ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(0)} s`);

/**
 * The "Content at scale" section of BENCHMARKS.md: one row per factor, then what the figures
 * mean. `htmlBudget` (bytes of gzipped HTML), `htmlBrotliBudget` (bytes of brotli HTML) and
 * `searchBudget` (bytes of the first query's download, gzipped) are the limits the rows are read
 * against.
 */
/** Whether a row's build took longer than its factor allows. */
const overBuildBudget = (row: ScaleRow) =>
  row.factor >= buildBudgets.scaled.factor && row.buildMs > buildBudgets.scaled.ms;

export function renderScaleSection(
  rows: ScaleRow[],
  {
    date,
    machine,
    elapsedMs,
    seed,
    htmlBudget,
    htmlBrotliBudget,
    searchBudget,
    stopped = [],
    rebuilds,
  }: {
    date: string;
    machine: string;
    elapsedMs: number;
    seed: number;
    htmlBudget: number;
    htmlBrotliBudget: number;
    searchBudget: number;
    /** Builds that failed before they wrote an export, one line each. */
    stopped?: string[];
    rebuilds?: Rebuilds;
  },
): string {
  const mark = (bytes: number, limit: number) => (bytes <= limit ? '✓' : '✗');
  const within = ({ gzip, brotli }: PageSize) => gzip <= htmlBudget && brotli <= htmlBrotliBudget;
  const page = (size: PageSize) => `${size.route}: ${kib(size.gzip)} / ${kb(size.brotli)} ${within(size) ? '✓' : '✗'}`;
  const table = markdownTable(
    [
      'Factor',
      'Projects / team / posts',
      'Pages',
      `Build (${buildPhases.join(' / ')})`,
      'out/',
      'Search index (raw / gzip)',
      'First query (gzip)',
      'Largest page (gzip / brotli)',
      `Listing pages (${listingPaths.join(' / ')})`,
      'Largest listing page (gzip / brotli)',
    ],
    rows.map((row) => [
      `${row.factor}×`,
      `${row.entries.projects} / ${row.entries.team} / ${row.entries.posts}`,
      row.pages,
      `${duration(row.buildMs)}${row.buildProblem || overBuildBudget(row) ? ' ✗' : ''}${row.phases ? ` (${buildPhases.map((phase) => duration(row.phases![phase])).join(' / ')})` : ''}`,
      `${row.out.files} files (Free ${mark(row.out.files, staticFileCaps.free)} / Paid ${mark(row.out.files, staticFileCaps.paid)}), ${mb(row.out.bytes)}`,
      `${row.search.files} ${row.search.files === 1 ? 'file' : 'files'}, ${kib(row.search.raw)} / ${kib(row.search.gzip)}`,
      `${kib(row.search.firstQueryGzip)} (“${row.search.firstQuery}”) ${mark(row.search.firstQueryGzip, searchBudget)}`,
      page(row.largest),
      listingPaths.map((path) => row.listings.pages[path] ?? 0).join(' / '),
      page(row.listings.largest),
    ]),
  );
  const problems = rows.filter((row) => row.buildProblem);
  const { scaled } = buildBudgets;
  return [
    '## Content at scale (`npm run bench:scale`)',
    '',
    '<!-- Written by `npm run bench:scale` (bench/bench-scale.cli.ts); regenerate it rather than editing it. -->',
    '',
    `${date} · ${machine} · seed ${seed} · ${duration(elapsedMs)}`,
    '',
    'The project copied to a temporary folder, its projects, team members and blog posts multiplied (today’s entries and made-up ones, valid under the content schemas, their text recombined from the sentences of today’s entries with names, clients and figures changed), each made-up entry translated into German and Arabic (its own front matter, title included, with the text of one of today’s translations in turn), then built there with `npm run build` from a clean `.next/` (its time by phase: content check / prebuild / `next build` / postbuild). Projects / team / posts: the entries in English, each also in German and Arabic. Each page and each file of the search index is compressed on its own (gzip level 9, brotli quality 11). Search index: every language’s, together. First query: what the search dialog downloads to list the results of a visitor’s first search, for the heaviest of the likely ones in any language (each letter or digit typed alone, each word of a page title), with that query.',
    '',
    table,
    '',
    `Largest page: the page with the most bytes of brotli, of the ${brotliCandidates} heaviest by gzip. Listing pages: how many pages each paged listing (content/listings.ts) runs to, and the largest of those pages, found the same way.`,
    '',
    `Files: against the ${staticFileCaps.free.toLocaleString('en')} static files a Worker version holds on Cloudflare's Free plan and the ${staticFileCaps.paid.toLocaleString('en')} on Paid (the bench builds with \`CLOUDFLARE_PLAN=paid\`, so that an export past the Free cap is still measured). Budgets: ${kib(htmlBudget)} of gzipped HTML and ${kb(htmlBrotliBudget)} of brotli a page (\`budgets.htmlGzip\` and \`budgets.htmlBrotli\` in bench/bench.ts; postbuild stops the build when a page is over either) and ${kib(searchBudget)} gzipped for the search dialog's first query (\`searchQueryBudget\` in buildtime/search-index.ts). A ✗ misses its budget.`,
    '',
    `Build: at ${scaled.factor}× and more, within ${duration(scaled.ms)} (\`buildBudgets\` in bench/bench-scale.ts); a ✗ beside a time misses it, or marks a build that stopped.`,
    ...(rebuilds ? ['', renderRebuilds(rebuilds)] : []),
    ...(problems.length > 0
      ? [
          '',
          'Builds that stopped, measured as far as they had written the export (over an HTML budget, the search index, the step after the stop, then written alone by `tsx scripts/search-index.cli.ts`; over the file budget, the export whole):',
          '',
          ...problems.map((row) => `- ${row.factor}×: ${row.buildProblem}`),
        ]
      : []),
    ...(stopped.length > 0 ? ['', ...stopped.map((line) => `- ${line}`)] : []),
    '',
  ].join('\n');
}

import type { FooterPost, Post } from './types';
import { paths } from './permalinks';
import { site } from './site';

/** Blog categories: the six service names. */
export const blogCategories: string[] = [
  'Mobile App Development',
  'AI & Machine Learning',
  'Web Development',
  'Cloud Solutions',
  'Cybersecurity',
  'Tech Consulting',
];

/** The blog sidebar's tag list; every post tag is one of these. */
export const tags: string[] = [
  'AI',
  'MLOps',
  'Mobile',
  'React Native',
  'Web',
  'Performance',
  'Cloud',
  'FinOps',
  'Security',
  'Strategy',
];

/** Blog posts, newest first. */
export const posts = [
  {
    slug: 'how-to-scope-an-ai-pilot',
    imgUrl: '/images/blog/how-to-scope-an-ai-pilot.svg',
    title: 'How to Scope an AI Pilot That Actually Reaches Production',
    date: '2026-11-12',
    description:
      'Most AI pilots impress in a demo and then quietly stall. Here is the four-question framework we use to pick use cases, set success metrics and plan for production from week one.',
    author: 'Admin',
    category: 'AI & Machine Learning',
    tags: ['AI', 'MLOps', 'Strategy'],
  },
  {
    slug: 'react-native-or-fully-native',
    imgUrl: '/images/blog/react-native-or-fully-native.svg',
    title: 'React Native or Fully Native? How We Choose for Each Client',
    date: '2026-10-22',
    description:
      'Cross-platform frameworks have matured, but native still wins in specific cases. We share the criteria our mobile team uses, from hardware access to team skills and long-term cost.',
    author: 'Admin',
    category: 'Mobile App Development',
    tags: ['Mobile', 'React Native'],
  },
  {
    slug: 'core-web-vitals-for-b2b-websites',
    imgUrl: '/images/blog/core-web-vitals-for-b2b-websites.svg',
    title: 'Core Web Vitals for B2B Websites: What Actually Moves Revenue',
    date: '2026-10-01',
    description:
      'Speed scores are easy to chase and easy to misread. We look at which performance fixes changed lead conversion on recent client launches, and which ones only changed the dashboard.',
    author: 'Admin',
    category: 'Web Development',
    tags: ['Web', 'Performance'],
  },
  {
    slug: 'cutting-cloud-costs-without-cutting-corners',
    imgUrl: '/images/blog/cutting-cloud-costs-without-cutting-corners.svg',
    title: 'Cutting Cloud Costs Without Cutting Corners',
    date: '2026-09-10',
    description:
      'Our clients save an average of 32% on cloud spend in six months. The savings rarely come from one big change; they come from a monthly habit. This is what that habit looks like.',
    author: 'Admin',
    category: 'Cloud Solutions',
    tags: ['Cloud', 'FinOps'],
  },
  {
    slug: 'zero-trust-for-mid-sized-companies',
    imgUrl: '/images/blog/zero-trust-for-mid-sized-companies.svg',
    title: 'Zero Trust for Mid-Sized Companies: A Practical First Year',
    date: '2026-08-19',
    description:
      'Zero trust is not a product you buy. We outline a realistic twelve-month sequence for companies with 200 to 5,000 employees, starting with the controls that stop the most common attacks.',
    author: 'Admin',
    category: 'Cybersecurity',
    tags: ['Security', 'Strategy'],
  },
  {
    slug: 'technology-roadmap-your-board-will-fund',
    imgUrl: '/images/blog/technology-roadmap-your-board-will-fund.svg',
    title: 'Writing a Technology Roadmap Your Board Will Fund',
    date: '2026-07-28',
    description:
      'Boards do not fund architectures; they fund outcomes. How to structure a roadmap around business results, realistic costs and decision points that make approval straightforward.',
    author: 'Admin',
    category: 'Tech Consulting',
    tags: ['Strategy', 'Cloud', 'AI'],
  },
] satisfies Post[];

/** The footer's two recent-post teasers, from the two newest posts; they link to /blog. */
export const footerPosts: FooterPost[] = posts.slice(0, 2).map((post) => ({
  imgUrl: post.imgUrl,
  title: post.title,
  date: post.date,
  url: paths.blog,
}));

/** The one article page of the static blog: every post's Read More leads here (the specification). */
export const blogArticlePath = paths.blogDetails;

/** The static article shown on /blog-details. */
export interface BlogArticle {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  imgUrl: string;
  author: string;
  category: string;
  intro: string[];
  quote: { text: string; cite: string };
  subheading: string;
  bullets: string[];
  closing: string[];
  tags: string[];
}

export const blogArticle: BlogArticle = {
  slug: 'how-to-scope-an-ai-pilot',
  title: 'How to Scope an AI Pilot That Actually Reaches Production',
  date: '2026-11-12',
  imgUrl: '/images/blog/how-to-scope-an-ai-pilot.svg',
  author: 'Admin',
  category: 'AI & Machine Learning',
  intro: [
    'Almost every company we speak with has run an AI experiment in the last two years. Far fewer have one running in production, making decisions or saving hours every week. The gap is rarely the model. It is the way the pilot was scoped: too vague to measure, too isolated from real data, or too far from the people who would use it.',
    'Over dozens of engagements we have settled on a simple rule: a pilot is only worth starting if everyone agrees, before the first notebook is opened, what success looks like and what happens the day after it succeeds.',
  ],
  quote: {
    text: 'A pilot is not a science project. It is the first release of a product, and it should be planned like one.',
    cite: `Priya Raman, Head of AI at ${site.shortName}`,
  },
  subheading: 'Four questions to answer before you start',
  bullets: [
    'Which decision or task will the model change, and who owns it today?',
    'Which single metric must move, by how much, for the pilot to count as a success?',
    'Is the data available, representative and legally usable, or does collecting it come first?',
    'If the pilot succeeds, who will run it in production, and what will that cost each month?',
  ],
  closing: [
    'When these answers are written down, pilots get smaller, faster and far more likely to survive. A claims-triage pilot we ran for a regional insurer took five weeks, targeted one metric, manual handling time, and moved into production two months later because the operating team had been part of it from the start.',
    'If you are weighing your first or next AI initiative, start with the questions, not the model. The technology is the easy part; choosing the right problem is where the value is decided.',
  ],
  tags: ['AI', 'MLOps', 'Strategy'],
};

/** The author box of /blog-details. */
export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
  imgUrl: string;
}

export const blogAuthor: BlogAuthor = {
  name: 'Amara Okafor',
  role: `Founder & CEO, ${site.name}`,
  bio: `Amara founded ${site.shortName} to help businesses turn technology plans into working software. She writes about AI adoption, product strategy and what it takes to ship reliably at scale.`,
  imgUrl: '/images/team/amara-okafor.svg',
};

/** A static comment on /blog-details. */
export interface BlogComment {
  name: string;
  imgUrl: string;
  /** ISO date. */
  date: string;
  text: string;
}

export const blogComments: BlogComment[] = [
  {
    name: 'Ingrid Larsen',
    imgUrl: '/images/testimonials/ingrid-larsen.svg',
    date: '2026-11-13',
    text: 'The point about deciding who runs the model in production is the one most teams skip. We learned it the hard way on our first pilot, and it is now the first question on our intake form.',
  },
  {
    name: 'Samuel Mensah',
    imgUrl: '/images/testimonials/samuel-mensah.svg',
    date: '2026-11-16',
    text: 'Useful framework. I would add a fifth question: what is the fallback when the model is unsure? Designing that path early made our rollout far less contentious.',
  },
  {
    name: 'Aisha Bello',
    imgUrl: '/images/testimonials/aisha-bello.svg',
    date: '2026-11-18',
    text: 'Sharing this with our leadership team. Framing the pilot as the first release of a product is exactly the shift we needed.',
  },
];

import { withCompanyNames } from './company-text';
import { collection, dataFile } from './files';
import { paths } from './permalinks';
import { collections, dataFiles } from './schema';
import { services } from './services';
import { site } from './site';
import type { FooterPost, Post } from './types';

/** Blog categories: the six service names, in menu order. */
export const blogCategories: string[] = services.map((service) => service.title);

/** The blog sidebar's tag list (content/blog.yml); every post tag is one of these. */
export const tags: string[] = dataFile(dataFiles.blog).tags;

/** The posts of content/posts/, newest first. */
export const posts: Post[] = withCompanyNames(collection(collections.posts)).toSorted((a, b) =>
  b.date.localeCompare(a.date),
);

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

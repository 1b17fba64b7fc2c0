import { clientLogos } from './clients';
import { faqs } from './faqs';
import { aboutBlock, heroSlides, homeVideo, processSteps } from './home';
import { popularPlanIndex, pricingFeatures, pricingPlans } from './pricing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getProjectBySlug,
  getProjectFacts,
  getRelatedProjects,
  getProjectSlug,
  getProjectSlugs,
  getProjectsByCategory,
  getTechnicalDetails,
  projectFallbacks,
  projectFeatures,
  projects,
} from './projects';
import { blogCategories, blogComments, footerPosts, posts, tags } from './posts';
import { staticRoutes } from './routes';
import { getServiceBySlug, getServiceSlug, getServiceSlugs, serviceBrochure, services } from './services';
import { contactMap, contactMapUrls } from './site';
import { defaultSkills, expertiseSkills, statistics } from './stats';
import {
  getMemberBySlug,
  getMemberSkillBars,
  getMemberSlug,
  getMemberSlugs,
  memberSkillRange,
  getMemberSocialLinks,
  getMemberUrl,
  team,
  teamDetailsDefault,
} from './team';
import { getTestimonialText, testimonialFallback, testimonials } from './testimonials';
import { projectCategories, type Project } from './types';

const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;

describe('services', () => {
  it('has the six services in menu order', () => {
    expect(services).toHaveLength(6);
    expect(getServiceSlugs()).toEqual([
      'mobile-app-development',
      'ai-machine-learning',
      'web-development',
      'cloud-solutions',
      'cybersecurity',
      'tech-consulting',
    ]);
  });

  it('has unique slugs that resolve back to their service', () => {
    expect(unique(getServiceSlugs())).toBe(true);
    for (const service of services) {
      expect(getServiceBySlug(getServiceSlug(service))).toBe(service);
      expect(service.imgUrl).toBe(`/images/services/${getServiceSlug(service)}.svg`);
    }
    expect(getServiceBySlug('does-not-exist')).toBeUndefined();
  });

  it('has complete long-form content', () => {
    for (const service of services) {
      expect(service.overview).toHaveLength(3);
      expect(service.deliverables).toHaveLength(6);
      expect(service.process).toHaveLength(4);
      expect(service.technologies.length).toBeGreaterThanOrEqual(8);
      expect(service.technologies.length).toBeLessThanOrEqual(10);
      expect(service.outcomes).toHaveLength(4);
    }
  });
});

describe('projects', () => {
  it('has at least 12 projects with unique slugs', () => {
    expect(projects.length).toBeGreaterThanOrEqual(12);
    expect(unique(getProjectSlugs())).toBe(true);
    expect(getProjectSlugs()).toEqual(expect.arrayContaining(['ai-ecommerce-platform', 'enterprise-saas-platform']));
  });

  it('uses only known categories and covers all of them', () => {
    for (const project of projects) {
      expect(projectCategories).toContain(project.category);
    }
    for (const category of projectCategories) {
      expect(getProjectsByCategory(category).length).toBeGreaterThan(0);
    }
  });

  it('spans at least 4 categories in the first 6 (home sliders)', () => {
    expect(new Set(projects.slice(0, 6).map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('resolves every project url through its slug', () => {
    for (const project of projects) {
      expect(project.url).toBe(`/project/${getProjectSlug(project)}`);
      expect(getProjectBySlug(getProjectSlug(project))).toBe(project);
      expect(project.imgUrl).toBe(`/images/projects/${getProjectSlug(project)}.svg`);
    }
    expect(getProjectBySlug('unknown-project')).toBeUndefined();
  });

  it.each(['client', 'duration', 'year', 'technologies'] as const)(
    'applies the %s fallback to a project that lacks it',
    (field) => {
      const lacking = projects.filter((p: Project) => p[field] === undefined);
      expect(lacking.length).toBeGreaterThan(0);
      for (const project of lacking) {
        expect(getProjectFacts(project)[field]).toBe(projectFallbacks[field]);
      }
    },
  );

  it('passes through present facts and joins technologies', () => {
    const project = getProjectBySlug('ai-ecommerce-platform');
    expect(project).toBeDefined();
    if (!project) return;
    const facts = getProjectFacts(project);
    expect(facts.client).toBe(project.client);
    expect(facts.technologies).toBe((project.technologies ?? []).join(', '));
  });

  it('builds technical details from technologies, with a fallback', () => {
    expect(getTechnicalDetails({ technologies: ['React Native', 'Node.js', 'PostgreSQL'] })).toMatch(
      /^Built with React Native, Node\.js and PostgreSQL/,
    );
    expect(getTechnicalDetails({})).toContain(projectFallbacks.technologies);
    expect(getTechnicalDetails({ technologies: [] })).toContain(projectFallbacks.technologies);
  });

  it('has five fixed feature bullets', () => {
    expect(projectFeatures).toHaveLength(5);
  });
});

describe('team', () => {
  it('has at least 8 members with unique, resolvable slugs', () => {
    expect(team.length).toBeGreaterThanOrEqual(8);
    expect(unique(getMemberSlugs())).toBe(true);
    for (const member of team) {
      const slug = getMemberSlug(member.name);
      expect(slug).toBe(member.name.toLowerCase().replace(/ /g, '-'));
      expect(getMemberBySlug(slug)).toBe(member);
      expect(member.imgUrl).toBe(`/images/team/${slug}.svg`);
    }
    expect(getMemberBySlug('nobody-here')).toBeUndefined();
    expect(teamDetailsDefault.title).toBe('Team Details');
  });

  it('has at least one member with exactly two skills', () => {
    expect(team.some((member) => member.skills.length === 2)).toBe(true);
  });

  it('produces at most 3 deterministic skill bars within 70-99', () => {
    for (const member of team) {
      const bars = getMemberSkillBars(member);
      expect(bars.length).toBeLessThanOrEqual(3);
      expect(bars.length).toBe(Math.min(3, member.skills.length));
      expect(bars.map((bar) => bar.title)).toEqual(member.skills.slice(0, 3));
      for (const bar of bars) {
        expect(Number.isInteger(bar.percent)).toBe(true);
        expect(bar.percent).toBeGreaterThanOrEqual(memberSkillRange.min);
        expect(bar.percent).toBeLessThanOrEqual(memberSkillRange.max);
      }
      expect(getMemberSkillBars(member)).toEqual(bars);
    }
    expect(memberSkillRange).toEqual({ min: 70, max: 99 });
  });

  it('names each profile link after the member and leaves out networks without a URL', () => {
    const links = getMemberSocialLinks({
      name: 'Ada Example',
      social: { github: 'https://github.com/ada', linkedin: 'https://www.linkedin.com/in/ada' },
    });
    expect(links).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/in/ada', label: 'Ada Example on LinkedIn' },
      { network: 'github', url: 'https://github.com/ada', label: 'Ada Example on GitHub' },
    ]);
    expect(getMemberSocialLinks({ name: 'Ada Example', social: {} })).toEqual([]);
  });
});

describe('testimonials', () => {
  it('has at least 8, with a description-less one outside the first two', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(8);
    const index = testimonials.findIndex((t) => !('description' in t) || !t.description);
    expect(index).toBeGreaterThanOrEqual(2);
    const lacking = testimonials[index];
    expect(lacking && getTestimonialText(lacking)).toBe(testimonialFallback);
  });

  it('uses ratings of 4 or 5 and slug-based portraits', () => {
    for (const t of testimonials) {
      expect([4, 5]).toContain(t.rating);
      expect(t.imgUrl).toBe(`/images/testimonials/${t.name.toLowerCase().replace(/ /g, '-')}.svg`);
    }
  });
});

describe('blog', () => {
  it('has unique post slugs, newest first, in 2026', () => {
    expect(posts).toHaveLength(6);
    expect(unique(posts.map((p) => p.slug))).toBe(true);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of posts) {
      expect(post.date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(post.imgUrl).toBe(`/images/blog/${post.slug}.svg`);
      expect(blogCategories).toContain(post.category);
      for (const tag of post.tags) expect(tags).toContain(tag);
    }
  });

  it('uses the service names as categories', () => {
    expect(blogCategories).toEqual(services.map((s) => s.title));
  });

  it('derives two footer posts linking to /blog', () => {
    expect(footerPosts).toHaveLength(2);
    for (const fp of footerPosts) expect(fp.url).toBe('/blog');
    expect(footerPosts[0]?.title).toBe(posts[0]?.title);
  });

  it('has exactly three comments', () => {
    expect(blogComments).toHaveLength(3);
  });
});

describe('fixed content', () => {
  it('has exactly 4 FAQs', () => {
    expect(faqs).toHaveLength(4);
  });

  it('has three plans priced 110/210/310 with six shared features', () => {
    expect(pricingPlans.map((p) => [p.name, p.price])).toEqual([
      ['Basic Plan', 110],
      ['Popular', 210],
      ['Custom', 310],
    ]);
    expect(pricingFeatures).toHaveLength(6);
    expect(popularPlanIndex).toBe(1);
  });

  it('has the fixed statistics and skill bars', () => {
    expect(statistics.map((s) => `${s.count}${s.suffix} ${s.text}`)).toEqual([
      '200+ Team Member',
      '25K+ Complete Project',
      '18K+ Client Review',
    ]);
    expect(expertiseSkills.map((s) => s.percent)).toEqual([95, 88, 92]);
    expect(defaultSkills.map((s) => s.percent)).toEqual([80, 75, 90]);
  });

  it('has eight client logos', () => {
    expect(clientLogos).toHaveLength(8);
  });

  it('has the home copy the specification requires', () => {
    expect(heroSlides).toHaveLength(3);
    expect(heroSlides.some((slide) => slide.text.includes('30+ years'))).toBe(true);
    expect(aboutBlock.bullets).toEqual([
      'AI-powered solutions for business automation',
      'Expert team of mobile and web developers',
      'Industry-leading security and cloud solutions',
    ]);
    expect(homeVideo.videoId).toBe('aqz-KE-bpKQ');
    expect(processSteps).toHaveLength(4);
  });
});

describe('slug resolution', () => {
  it('derives a service slug from its url, with or without the prefix', () => {
    expect(getServiceSlug({ url: '/service/cloud-solutions' })).toBe('cloud-solutions');
    expect(getServiceSlug({ url: '/cloud-solutions' })).toBe('cloud-solutions');
    expect(getServiceBySlug('Cloud-Solutions')).toBeUndefined();
  });

  it('derives a project slug from its url, and finds nothing for an unknown one', () => {
    expect(getProjectSlug({ url: '/project/ai-ecommerce-platform' })).toBe('ai-ecommerce-platform');
    expect(getProjectBySlug('enterprise-saas-platform')?.title).toBe('Enterprise SaaS Platform');
    expect(getProjectBySlug('nope')).toBeUndefined();
    expect(getProjectBySlug('')).toBeUndefined();
  });

  it('matches a member by the lowercased name with hyphens, whatever the case or spacing', () => {
    expect(getMemberSlug('  Amara   Okafor ')).toBe('amara-okafor');
    expect(getMemberBySlug('Amara-Okafor')?.name).toBe('Amara Okafor');
    expect(getMemberBySlug('amara okafor')).toBeUndefined();
    expect(getMemberBySlug('nope')).toBeUndefined();
  });

  it('lists every generated page among the static routes', () => {
    const routes = staticRoutes();
    for (const slug of getServiceSlugs()) expect(routes).toContain(`/service/${slug}`);
    for (const slug of getProjectSlugs()) expect(routes).toContain(`/project/${slug}`);
    for (const slug of getMemberSlugs()) expect(routes).toContain(`/team-details/${slug}`);
    expect(unique(routes)).toBe(true);
  });
});

describe('fallback rules', () => {
  const bare: Project = {
    imgUrl: '/images/projects/ai-ecommerce-platform.svg',
    title: 'Bare',
    category: 'Web Development',
    url: '/project/bare',
    order: 99,
    brief: 'A project with no facts.',
  };

  it('falls back for missing, blank or empty facts', () => {
    expect(getProjectFacts(bare)).toEqual({
      client: 'Confidential',
      duration: 'Various phases',
      year: 'Recent',
      technologies: 'Modern tech stack',
    });
    expect(getProjectFacts({ ...bare, client: '  ', year: '', duration: ' ', technologies: [] })).toEqual(
      getProjectFacts(bare),
    );
  });

  it('keeps present facts as they are', () => {
    const facts = getProjectFacts({
      ...bare,
      client: 'Acme',
      year: '2024',
      duration: '3 months',
      technologies: ['Go'],
    });
    expect(facts).toEqual({ client: 'Acme', duration: '3 months', year: '2024', technologies: 'Go' });
    expect(getTechnicalDetails({ technologies: ['Go'] })).toMatch(/^Built with Go,/);
  });

  it('shows the testimonial fallback on /testimonials: a description-less entry is among the first 6', () => {
    const firstSix = testimonials.slice(0, 6);
    expect(firstSix.some((t) => getTestimonialText(t) === testimonialFallback)).toBe(true);
  });
});

describe('related projects', () => {
  it('puts the same category first, never the project itself, up to the limit', () => {
    for (const project of projects) {
      const related = getRelatedProjects(project);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(project);
      const sameCategory = projects.filter((p) => p !== project && p.category === project.category);
      expect(related.slice(0, sameCategory.length)).toEqual(sameCategory.slice(0, 3));
    }
    const first = projects[0];
    expect(first && getRelatedProjects(first, 1)).toHaveLength(1);
  });
});

describe('service brochure and contact map', () => {
  it('offers a real PDF', () => {
    const bytes = readFileSync(join(__dirname, '..', 'public', serviceBrochure.url));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(serviceBrochure.format).toBe('PDF');
  });

  it('embeds a keyless OpenStreetMap frame 650 px high', () => {
    expect(contactMap.height).toBe(650);
    const { embed, full } = contactMapUrls();
    expect(embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C]+&layer=mapnik/);
    expect(full).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });
});

describe('page URLs', () => {
  it('gives each member one page URL, from the slug', () => {
    for (const member of team) expect(getMemberUrl(member)).toBe(`/team-details/${getMemberSlug(member.name)}`);
  });
});

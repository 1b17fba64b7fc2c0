import { Section } from '@/components/ui/section';
import { Slider } from '@/components/ui/slider.client';
import { sliderSettings } from '@/components/ui/slider-settings';
import { sectionCopy } from '@/content/sections';
import type { Project } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ProjectCard } from './project-card';
import styles from './projects-section.module.scss';
import { ui } from '@/content/interface';

export interface ProjectsSectionProps {
  projects: Project[];
  /** A slider (home variants one and three) or a grid of cards (variant two). */
  layout?: 'slider' | 'grid';
  tone?: 'default' | 'muted';
}

/** Latest projects, each card linking to its case study. */
export function ProjectsSection({ projects, layout = 'slider', tone = 'default' }: ProjectsSectionProps) {
  const cards = projects.map((project) => <ProjectCard key={project.url} project={project} showBrief />);
  return (
    <Section id="projects" heading={sectionCopy.projects} tone={tone}>
      {layout === 'slider' ? (
        <Slider
          settings={sliderSettings.projects}
          label={ui.regions.latest_projects}
          words={ui.sliders}
          pagination
          slides={cards}
        />
      ) : (
        <ul className={styles.grid}>
          {cards.map((card, index) => (
            <Reveal as="li" key={projects[index]?.url} index={index}>
              {card}
            </Reveal>
          ))}
        </ul>
      )}
    </Section>
  );
}

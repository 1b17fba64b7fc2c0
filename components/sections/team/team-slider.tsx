import { Section } from '@/components/ui/section';
import { Slider } from '@/components/ui/slider.client';
import { sliderSettings } from '@/components/ui/slider-settings';
import { sectionCopy } from '@/content/sections';
import type { TeamMember } from '@/content/types';
import { TeamCard } from './team-card';
import { ui } from '@/content/interface';

export interface TeamSliderProps {
  members: TeamMember[];
  tone?: 'default' | 'muted';
}

/** The team in a looping slider with previous/next arrows. */
export function TeamSlider({ members, tone = 'default' }: TeamSliderProps) {
  return (
    <Section id="team" heading={sectionCopy.team} tone={tone}>
      <Slider
        settings={sliderSettings.team}
        label={ui.regions.team_members}
        words={ui.sliders}
        slides={members.map((member) => (
          <TeamCard key={member.name} member={member} />
        ))}
      />
    </Section>
  );
}

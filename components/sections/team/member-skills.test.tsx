import { render, screen } from '@testing-library/react';
import { getMemberSkillBars, team } from '@/content/team';
import { MemberSkills } from './member-skills';

describe('MemberSkills', () => {
  it('renders each bar as a labelled progressbar with its value visible', () => {
    const member = team[1]!;
    const bars = getMemberSkillBars(member);
    render(<MemberSkills id="skill" bars={bars} />);
    const progressbars = screen.getAllByRole('progressbar');
    expect(progressbars).toHaveLength(3);
    bars.forEach((bar, index) => {
      const progressbar = screen.getByRole('progressbar', { name: bar.title });
      expect(progressbar).toBe(progressbars[index]);
      expect(progressbar).toHaveAttribute('aria-valuenow', String(bar.percent));
      expect(progressbar).toHaveAttribute('aria-valuemin', '0');
      expect(progressbar).toHaveAttribute('aria-valuemax', '100');
      expect(screen.getByText(`${bar.percent}%`)).toBeInTheDocument();
      expect(bar.percent).toBeGreaterThanOrEqual(70);
      expect(bar.percent).toBeLessThanOrEqual(99);
    });
  });

  it('shows fewer bars for a member with fewer skills', () => {
    const member = team.find((m) => m.skills.length === 2)!;
    render(<MemberSkills id="skill" bars={getMemberSkillBars(member)} />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });
});

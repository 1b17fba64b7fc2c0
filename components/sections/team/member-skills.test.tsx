import { render, screen } from '@testing-library/react';
import { getMemberSkillBars, maxMemberSkillBars, memberSkillRange, team } from '@/content/team';
import { MemberSkills } from './member-skills';

describe('MemberSkills', () => {
  it.each(team.map((member) => [member.name, member] as const))(
    'renders %s’s bars as labelled progressbars, values visible',
    (_name, member) => {
      const bars = getMemberSkillBars(member);
      render(<MemberSkills id="skill" bars={bars} />);
      const progressbars = screen.getAllByRole('progressbar');
      expect(progressbars).toHaveLength(Math.min(maxMemberSkillBars, member.skills.length));
      bars.forEach((bar, index) => {
        const progressbar = screen.getByRole('progressbar', { name: bar.title });
        expect(progressbar).toBe(progressbars[index]);
        expect(progressbar).toHaveAttribute('aria-valuenow', String(bar.percent));
        expect(progressbar).toHaveAttribute('aria-valuemin', '0');
        expect(progressbar).toHaveAttribute('aria-valuemax', '100');
        // Two bars may show the same value: each shows its own.
        const sharing = bars.filter((other) => other.percent === bar.percent).length;
        expect(screen.getAllByText(`${bar.percent}%`)).toHaveLength(sharing);
        expect(bar.percent).toBeGreaterThanOrEqual(memberSkillRange.min);
        expect(bar.percent).toBeLessThanOrEqual(memberSkillRange.max);
      });
    },
  );

  it('shows up to 3 bars: fewer for a member with fewer skills', () => {
    const member = { name: 'Ada Example', skills: ['Go', 'Rust', 'Kotlin', 'Swift'] };
    const { unmount } = render(<MemberSkills id="skill" bars={getMemberSkillBars(member)} />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
    unmount();
    render(<MemberSkills id="skill" bars={getMemberSkillBars({ ...member, skills: ['Go', 'Rust'] })} />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });
});

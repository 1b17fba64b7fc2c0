import { getMemberSlug, team, teamDetailsDefault } from '../content/team';
import { expect, test } from './fixtures';

test('/team shows every member with role, two skills plus the rest counted, and a link', async ({ page }) => {
  await page.goto('/team');
  const cards = page.getByRole('region', { name: 'Senior People on Every Project' }).getByRole('article');
  await expect(cards).toHaveCount(team.length);
  for (const [index, member] of team.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('link', { name: member.name, exact: true })).toHaveAttribute(
      'href',
      `/team-details/${getMemberSlug(member.name)}`,
    );
    await expect(card).toContainText(member.role);
    const skills = card.getByRole('list', { name: `${member.name}’s skills` }).getByRole('listitem');
    const more = member.skills.length - 2;
    await expect(skills).toHaveText([...member.skills.slice(0, 2), ...(more > 0 ? [`+${more} more`] : [])]);
  }
});

test('/team-details shows the default Team Details content and the team', async ({ page }) => {
  await page.goto('/team-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamDetailsDefault.title);
  for (const paragraph of teamDetailsDefault.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
  for (const member of team) {
    await expect(page.getByRole('main').getByRole('link', { name: member.name, exact: true })).toHaveAttribute(
      'href',
      `/team-details/${getMemberSlug(member.name)}`,
    );
  }
});

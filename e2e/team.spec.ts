import { getMemberSkillBars, getMemberSlug, team, teamDetailsDefault } from '../content/team';
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

for (const member of team) {
  const path = `/team-details/${getMemberSlug(member.name)}`;
  test(`${path} shows the bio, experience, skills, links and stable skill bars`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `Portrait of ${member.name}` })).toBeVisible();
    await expect(main.getByText(member.description)).toBeVisible();
    await expect(main).toContainText(`${member.experience} of experience`);
    await expect(main.getByRole('list', { name: `${member.name}’s skills` }).getByRole('listitem')).toHaveText(
      member.skills,
    );
    const socials = main.getByRole('link', { name: new RegExp(`^${member.name} on .+ \\(opens in a new tab\\)$`) });
    await expect(socials).toHaveCount(Object.values(member.social).filter(Boolean).length);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const read = () =>
      main
        .getByRole('progressbar')
        .evaluateAll((bars) =>
          bars.map((bar) => ({ name: bar.getAttribute('aria-labelledby'), value: bar.getAttribute('aria-valuenow') })),
        );
    const bars = getMemberSkillBars(member);
    const progressbars = main.getByRole('progressbar');
    await expect(progressbars).toHaveCount(Math.min(3, member.skills.length));
    for (const [index, bar] of bars.entries()) {
      const progressbar = main.getByRole('progressbar', { name: bar.title });
      await expect(progressbar).toHaveAttribute('aria-valuenow', String(bar.percent));
      await expect(progressbars.nth(index)).toHaveAccessibleName(bar.title);
      const value = Number(await progressbar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThanOrEqual(70);
      expect(value).toBeLessThanOrEqual(99);
      await expect(main.getByText(`${bar.percent}%`, { exact: true }).first()).toBeVisible();
    }
    const first = await read();
    await page.reload();
    expect(await read()).toEqual(first);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const person = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Person');
    expect(person).toMatchObject({ name: member.name, jobTitle: member.role });
  });
}

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  test('skill bars are drawn at once without animation @desktop', async ({ page }) => {
    await page.goto(`/team-details/${getMemberSlug(team[0]!.name)}`);
    const fill = page.getByRole('progressbar').first().locator('span');
    await expect(fill).toHaveCSS('animation-name', 'none');
  });
});

import { teamDetailsPages, teamPages } from '../content/listings';
import { getMemberSlug, team, teamDetailsDefault } from '../content/team';
import { expect, test } from './fixtures';
import { expectListingPage, expectNoExtraPages, pagesToVisit } from './listing-pages';

const memberHref = (name: string) => `/team-details/${getMemberSlug(name)}`;

test.describe('/team', () => {
  test('lists every member once, page by page, in order', () => {
    expect(teamPages.flatMap((page) => page.entries)).toEqual(team);
  });

  for (const listed of pagesToVisit(teamPages)) {
    test(`${listed.url} shows its members with role, two skills plus the rest counted, and a link`, async ({
      page,
    }) => {
      await page.goto(listed.url);
      const cards = page.getByRole('region', { name: 'Senior People on Every Project' }).getByRole('article');
      await expect(cards).toHaveCount(listed.entries.length);
      for (const [index, member] of listed.entries.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('link', { name: member.name, exact: true })).toHaveAttribute(
          'href',
          memberHref(member.name),
        );
        await expect(card).toContainText(member.role);
        const skills = card.getByRole('list', { name: `${member.name}’s skills` }).getByRole('listitem');
        const more = member.skills.length - 2;
        await expect(skills).toHaveText([...member.skills.slice(0, 2), ...(more > 0 ? [`+${more} more`] : [])]);
      }
      await expectListingPage(page, teamPages, listed, 'Pages of the team');
    });
  }

  test('has no page 1 under /page/ and none past the last @desktop', async ({ request }) => {
    await expectNoExtraPages(request, teamPages);
  });
});

test.describe('/team-details', () => {
  test('lists every member once, page by page, in order', () => {
    expect(teamDetailsPages.flatMap((page) => page.entries)).toEqual(team);
  });

  for (const listed of pagesToVisit(teamDetailsPages)) {
    test(`${listed.url} shows ${listed.number === 1 ? 'the default Team Details content and ' : ''}its members`, async ({
      page,
    }) => {
      await page.goto(listed.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamDetailsDefault.title);
      for (const paragraph of teamDetailsDefault.paragraphs) {
        const text = page.getByText(paragraph);
        if (listed.number === 1) await expect(text).toBeVisible();
        else await expect(text).toHaveCount(0);
      }
      const cards = page.getByRole('region', { name: 'Team members' }).getByRole('article');
      await expect(cards).toHaveCount(listed.entries.length);
      for (const [index, member] of listed.entries.entries()) {
        await expect(cards.nth(index).getByRole('link', { name: member.name, exact: true })).toHaveAttribute(
          'href',
          memberHref(member.name),
        );
      }
      await expectListingPage(page, teamDetailsPages, listed, 'Pages of team members');
    });
  }

  test('has no page 1 under /page/ and none past the last @desktop', async ({ request }) => {
    await expectNoExtraPages(request, teamDetailsPages);
  });
});

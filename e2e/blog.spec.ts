import { blogArticle, blogAuthor, blogCategories, blogComments, posts, tags } from '../content/posts';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { formatDate } from '../lib/format';
import { expect, test } from './fixtures';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

test.describe('/blog', () => {
  test('shows three posts with image, Admin, date, title, description and Read More', async ({ page }) => {
    await page.goto('/blog');
    const list = page.getByRole('region', { name: pages.blog.listTitle });
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, post] of posts.slice(0, 3).entries()) {
      const card = cards.nth(index);
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      await expect(card).toContainText('Admin');
      await expect(card.locator('time')).toHaveText(formatDate(post.date));
      await expect(card.getByRole('heading', { name: post.title })).toBeVisible();
      await expect(card).toContainText(post.description);
      const more = card.getByRole('link', { name: `Read More about ${post.title}`, exact: true });
      // The title completes the link's text for screen readers and search engines, unseen.
      await expect(more).toHaveText(`Read More about ${post.title}`);
      await expect(more.getByText(`about ${post.title}`)).toHaveClass('visually-hidden');
      await expect(more).toHaveAttribute('href', '/blog-details');
    }
  });

  test('has a labelled pagination of 1, 2, 3 and next, all leading home @desktop', async ({ page }) => {
    await page.goto('/blog');
    const pagination = page.getByRole('navigation', { name: 'Blog pages' });
    const links = pagination.getByRole('link');
    await expect(links).toHaveText(['1', '2', '3', 'Next']);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/');
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.locator('[aria-current]')).toHaveCount(1);
  });

  test('has a sidebar with a required search box, categories, recent posts and tags', async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    const search = sidebar.getByRole('searchbox');
    await expect(search).toHaveAttribute('required', '');
    await expect(sidebar.getByRole('region', { name: 'Categories' }).getByRole('link')).toHaveCount(
      blogCategories.length,
    );
    await expect(sidebar.getByRole('region', { name: 'Recent Posts' }).getByRole('heading', { level: 3 })).toHaveText(
      posts.slice(0, 3).map((post) => post.title),
    );
    await expect(sidebar.getByRole('region', { name: 'Tags' }).getByRole('link')).toHaveText(tags);
    await search.fill('security');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=security$/);
    await expect(page.getByRole('heading', { level: 2, name: /results? for “security”/ })).toBeVisible();
  });
});

test.describe('/blog-details', () => {
  test('shows the article with meta, quote, list, tags, share links and author', async ({ page }) => {
    await page.goto('/blog-details');
    const article = page.getByRole('article', { name: blogArticle.title });
    await expect(article.getByRole('heading', { level: 2, name: blogArticle.title })).toBeVisible();
    await expect(article.locator('img').first()).toHaveJSProperty('complete', true);
    await expect(article).toContainText('Admin');
    await expect(article.locator('time').first()).toHaveText(formatDate(blogArticle.date));
    for (const paragraph of [...blogArticle.intro, ...blogArticle.closing])
      await expect(article).toContainText(paragraph);
    await expect(article.locator('blockquote')).toHaveText(blogArticle.quote.text);
    await expect(article.getByRole('heading', { level: 3, name: blogArticle.subheading })).toBeVisible();
    for (const bullet of blogArticle.bullets) await expect(article.getByText(bullet)).toBeVisible();
    await expect(article.getByRole('list', { name: 'Article tags' }).getByRole('link')).toHaveText(blogArticle.tags);

    const canonical = encodeURIComponent(new URL('/blog-details', site.url).toString());
    const shares = article.getByRole('list', { name: 'Share this article' }).getByRole('link');
    await expect(shares).toHaveCount(3);
    for (const [name, host] of [
      ['LinkedIn', 'https://www.linkedin.com/'],
      ['X (Twitter)', 'https://twitter.com/'],
      ['Facebook', 'https://www.facebook.com/'],
    ]) {
      const link = article.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', new RegExp(`^${host}.*${canonical.replace(/[.%]/g, '\\$&')}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const author = page.getByRole('region', { name: 'About the Author' });
    await expect(author).toContainText(blogAuthor.name);
    await expect(author).toContainText(blogAuthor.bio);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .map((t) => JSON.parse(t) as Record<string, unknown>)
      .find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: blogArticle.title, datePublished: blogArticle.date });
  });

  test('shows three comments whose Reply links lead to the comment form @desktop', async ({ page }) => {
    await page.goto('/blog-details');
    const comments = page.getByRole('region', { name: /^Comments/ }).getByRole('article');
    await expect(comments).toHaveCount(3);
    for (const [index, comment] of blogComments.entries()) {
      await expect(comments.nth(index)).toContainText(comment.name);
      await expect(comments.nth(index)).toContainText(comment.text);
      const reply = comments.nth(index).getByRole('link', { name: `Reply to ${comment.name}` });
      await expect(reply).toHaveText('Reply');
      await expect(reply).toHaveAttribute('href', '#comment-form');
    }
    await comments
      .nth(2)
      .getByRole('link', { name: /^Reply/ })
      .click();
    await expect(page).toHaveURL(/#comment-form$/);
    await expect(page.locator('#comment-form')).toBeInViewport();
  });

  test('has the Add Your Comment form: name, email, message and Submit Now @desktop', async ({ page }) => {
    await page.goto('/blog-details');
    const form = page.getByRole('form', { name: 'Add Your Comment' });
    await expect(form.getByLabel('Your name')).toHaveAttribute('autocomplete', 'name');
    await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Your comment')).toHaveAttribute('name', 'message');
    await expect(form.getByRole('button', { name: 'Submit Now' })).toBeVisible();
  });
});

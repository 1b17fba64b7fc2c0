import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ArticleFooter } from '@/components/sections/posts/article-footer';
import { AuthorBio } from '@/components/sections/posts/author-bio';
import { BlogArticle } from '@/components/sections/posts/blog-article';
import { BlogSidebar } from '@/components/sections/posts/blog-sidebar';
import { CommentForm } from '@/components/sections/posts/comment-form';
import { CommentList } from '@/components/sections/posts/comment-list';
import { JsonLd } from '@/components/ui/json-ld';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { blogArticle as article, blogAuthor, blogComments, posts } from '@/content/posts';
import { buildMetadata } from '@/content/metadata';
import { absolute, blogPostingJsonLd } from '@/lib/json-ld';
import { ui } from '@/content/interface';

const articleDescription = () =>
  posts.find((post) => post.slug === article.slug)?.description ?? article.intro[0] ?? '';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.blog_details,
    path: paths.blogDetails,
    type: 'article',
    image: ogImage.blog,
  });
}

export default function BlogDetailsPage() {
  const path = paths.blogDetails;
  return (
    <>
      <PageBanner title={ui.titles.blog_details} path={path} />
      <SidebarLayout sidebar={<BlogSidebar />} sidebarLabel={ui.regions.blog_sidebar}>
        <article aria-labelledby="article-title">
          <BlogArticle article={article} />
          <ArticleFooter
            tags={article.tags}
            tagsLabel={pages.blog.tagsLabel}
            shareLabel={pages.blog.shareTitle}
            url={absolute(path)}
            title={article.title}
          />
          <AuthorBio author={blogAuthor} title={pages.blog.authorTitle} />
        </article>
        <CommentList title={pages.blog.commentsTitle} comments={blogComments} formId="comment-form" />
        <CommentForm
          id="comment-form"
          title={pages.blog.commentFormTitle}
          text={pages.blog.commentFormText}
          submitLabel={pages.blog.commentSubmit}
          articleTitle={article.title}
        />
      </SidebarLayout>
      <JsonLd
        data={blogPostingJsonLd({
          ...article,
          description: articleDescription(),
          path,
          authorName: blogAuthor.name,
          keywords: article.tags,
        })}
      />
      <CallToAction />
    </>
  );
}

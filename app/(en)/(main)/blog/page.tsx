import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { BlogListing } from '@/components/sections/posts/blog-listing';
import { BlogPagination } from '@/components/sections/posts/blog-pagination';
import { BlogSidebar } from '@/components/sections/posts/blog-sidebar';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { posts } from '@/content/posts';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.blog,
    path: paths.blog,
    feed: true,
    image: ogImage.blog,
  });
}

/** The static blog: every post and page link leads to fixed targets, as specified. */

export default function BlogPage() {
  return (
    <>
      <PageBanner title={ui.titles.blog} path={paths.blog} />
      <SidebarLayout sidebar={<BlogSidebar />} sidebarLabel={ui.regions.blog_sidebar}>
        <BlogListing title={pages.blog.listTitle} posts={posts.slice(0, 3)} />
        <BlogPagination label={pages.blog.paginationLabel} pages={3} current={1} href={paths.home} />
      </SidebarLayout>
      <CallToAction />
    </>
  );
}

import { Icon } from '@/components/ui/icon';
import { SearchForm } from '@/components/ui/search-form';
import { SidebarWidget } from '@/components/ui/sidebar-widget';
import { TagList } from '@/components/ui/tag-list';
import { pages, searchCopy } from '@/content/pages';
import { paths, searchUrl } from '@/content/permalinks';
import { blogCategories, posts, tags } from '@/content/posts';
import { services } from '@/content/services';
import { PostCard } from './post-card';
import styles from './blog-sidebar.module.scss';
import { counted, ui } from '@/content/interface';

/** The blog sidebar: search, the service categories, recent posts and tags. */
export function BlogSidebar() {
  const categories = blogCategories.map((name) => ({
    name,
    url: services.find((service) => service.title === name)?.url ?? paths.services,
    count: posts.filter((post) => post.category === name).length,
  }));
  return (
    <>
      <SidebarWidget id="blog-search-title" title={pages.blog.searchTitle}>
        <SearchForm
          id="blog-search"
          label={searchCopy.formLabel}
          tone="boxed"
          words={ui.search}
          action={paths.search}
        />
      </SidebarWidget>
      <SidebarWidget id="blog-categories" title={pages.blog.categoriesTitle}>
        <ul className={styles.categories}>
          {categories.map((category, index) => (
            <li key={index}>
              <a href={category.url} className={styles.category}>
                <Icon name="caret-right" size={14} weight="bold" />
                <span className={styles.categoryName}>{category.name}</span>
                {/* The number as a reader hears it, in the page's plural form; the badge for the eye. */}
                <span className={styles.count}>
                  <span aria-hidden="true">{category.count}</span>
                  <span className="visually-hidden"> {counted(ui.posts.articles, category.count)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </SidebarWidget>
      <SidebarWidget id="blog-recent" title={pages.blog.recentTitle} belowFirstScreen>
        <ul className={styles.recent}>
          {posts.slice(0, 3).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} layout="compact" />
            </li>
          ))}
        </ul>
      </SidebarWidget>
      <SidebarWidget id="blog-tags" title={pages.blog.tagsTitle} belowFirstScreen>
        <TagList items={tags.map((tag) => ({ name: tag, url: searchUrl(tag) }))} size="sm" />
      </SidebarWidget>
    </>
  );
}

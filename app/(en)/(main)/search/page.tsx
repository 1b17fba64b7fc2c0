import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { SearchPageBody } from '@/components/sections/search/search-page-body';
import { SearchResults } from '@/components/sections/search/search-results.client';
import { pageMeta, searchCopy } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';
import { pageLanguage } from '@/content/localized';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.search,
    path: paths.search,
    noindex: true,
  });
}

export default function SearchPage() {
  return (
    <>
      <PageBanner title={ui.titles.search} path={paths.search} />
      <SearchPageBody>
        <SearchResults
          copy={{
            formLabel: searchCopy.formLabel,
            form: { submit: ui.search.submit, placeholder: ui.search.placeholder },
            action: paths.search,
            words: ui.search,
            language: pageLanguage(),
            idle: searchCopy.idle,
            emptyText: searchCopy.emptyText,
            browseTitle: searchCopy.browseTitle,
            suggestions: searchCopy.suggestions,
            loading: searchCopy.loading,
            failed: searchCopy.failed,
            retry: searchCopy.retry,
          }}
        />
      </SearchPageBody>
      <CallToAction />
    </>
  );
}

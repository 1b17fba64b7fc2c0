import { withCompanyNames } from './company-text';
import { byOrder, collectionInLanguage, dataFileInLanguage } from './files';
import { localized } from './localized';
import { collectionPrefixes, pathIn, slugFromUrl } from './permalinks';
import { collections, dataFiles } from './schema';
import type { IconName, Service } from './types';

/**
 * The services of content/services/, in menu order (`order`). The slug of each service is
 * derived from its url by `getServiceSlug`; nothing else builds or stores slugs.
 */
export const services: Service[] = localized((language) =>
  withCompanyNames(collectionInLanguage(collections.services, language))
    .map((service) => ({ ...service, url: pathIn(service.url, language) }))
    .toSorted(byOrder),
);

/** The slug of a service: its url without the `/service/` prefix. The only place a service slug is derived. */
export function getServiceSlug(service: Pick<Service, 'url'>): string {
  return slugFromUrl(service.url, collectionPrefixes.service);
}

/** The service whose slug matches, or undefined. */
export function getServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => getServiceSlug(service) === slug);
}

/** Every service slug, in menu order (for static params). */
export function getServiceSlugs(): string[] {
  return services.map((service) => getServiceSlug(service));
}

const shared = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.services, language)));

/** The services brochure offered in every service page's sidebar (content/services.yml). */
export const serviceBrochure = localized(() => ({
  title: shared.brochure.title,
  url: shared.brochure.file,
  /** Shown beside the link with the file size, e.g. "PDF, 38 KB". */
  format: shared.brochure.format,
  pages: shared.brochure.pages,
}));

/** An engagement model of the generic /service-details page. */
export interface EngagementModel {
  icon: IconName;
  title: string;
  text: string;
}

/** The generic /service-details page: how every engagement works, whatever the service. */
export const serviceOverview = localized(() => {
  const { overview } = shared;
  return {
    imgUrl: overview.image,
    imgAlt: overview.image_alt,
    title: overview.title,
    intro: overview.intro,
    includedTitle: overview.included_title,
    included: overview.included,
    processTitle: overview.process_title,
    modelsTitle: overview.models_title,
    models: overview.models satisfies EngagementModel[],
  };
});

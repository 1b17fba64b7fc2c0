import { siteMetadata, siteViewport } from '@/components/layout/site-document';
import RootLayout from '@/app/(en)/layout';
import { translatedLanguages } from '@/content/languages';
import { localizedMetadata, localizedPage } from './localized';

// The root of the pages in German and Arabic: the English root, entered in the route's language
// (`<html lang dir>` follows it).
export const dynamicParams = false;

export function generateStaticParams() {
  return translatedLanguages.map((lang) => ({ lang }));
}

export const generateMetadata = localizedMetadata(siteMetadata);

export const viewport = siteViewport;

export default localizedPage(RootLayout);

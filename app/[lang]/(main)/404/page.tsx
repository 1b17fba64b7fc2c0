import { NotFoundContent, notFoundMetadata } from '@/components/sections/not-found/not-found';
import { localizedMetadata, localizedPage } from '../../localized';

// The not-found page of a language, exported as /de/404.html and /ar/404.html: the host answers
// an unknown address with the nearest 404.html (wrangler.jsonc), so /de/… gets the German one.
export const generateMetadata = localizedMetadata(notFoundMetadata);

export default localizedPage(NotFoundContent);

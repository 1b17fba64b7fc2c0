import * as english from '@/app/(en)/(main)/testimonials/page';
import { localizedPage, localizedMetadata } from '../../localized';

export const generateMetadata = localizedMetadata(english.generateMetadata);

export default localizedPage(english.default);

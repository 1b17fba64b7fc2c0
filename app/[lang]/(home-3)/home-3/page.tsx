import * as english from '@/app/(en)/(home-3)/home-3/page';
import { localizedPage, localizedMetadata } from '../../localized';

export const generateMetadata = localizedMetadata(english.generateMetadata);

export default localizedPage(english.default);

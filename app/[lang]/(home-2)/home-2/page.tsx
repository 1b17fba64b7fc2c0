import * as english from '@/app/(en)/(home-2)/home-2/page';
import { localizedPage, localizedMetadata } from '../../localized';

export const generateMetadata = localizedMetadata(english.generateMetadata);

export default localizedPage(english.default);

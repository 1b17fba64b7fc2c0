import * as english from '@/app/(en)/(main)/accessibility/page';
import { localizedPage, localizedMetadata } from '../../localized';

export const generateMetadata = localizedMetadata(english.generateMetadata);

export default localizedPage(english.default);

import * as english from '@/app/(en)/(main)/projects/[[...page]]/page';
import { localizedPage, localizedMetadata, localizedParams } from '../../../localized';

export const dynamicParams = false;

export const generateStaticParams = localizedParams(english.generateStaticParams);

export const generateMetadata = localizedMetadata(english.generateMetadata);

export default localizedPage(english.default);

import * as english from '@/app/(en)/(home-3)/layout';
import { localizedPage } from '../localized';

export default localizedPage(english.default);

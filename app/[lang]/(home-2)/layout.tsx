import * as english from '@/app/(en)/(home-2)/layout';
import { localizedPage } from '../localized';

export default localizedPage(english.default);

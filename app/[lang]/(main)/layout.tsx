import * as english from '@/app/(en)/(main)/layout';
import { localizedPage } from '../localized';

export default localizedPage(english.default);

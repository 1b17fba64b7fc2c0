import { slugFromUrl } from './permalinks';

describe('slugFromUrl', () => {
  it('takes the slug after the collection prefix', () => {
    expect(slugFromUrl('/project/ai-ecommerce-platform', '/project/')).toBe('ai-ecommerce-platform');
    expect(slugFromUrl('/service/cloud-solutions', '/service/')).toBe('cloud-solutions');
  });

  it('falls back to the path without its leading slashes', () => {
    expect(slugFromUrl('//legacy-page', '/project/')).toBe('legacy-page');
  });
});

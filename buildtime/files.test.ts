import { formatFileSize, publicFileSize } from './files';

describe('file sizes', () => {
  it('formats bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(39_126)).toBe('38 KB');
    expect(formatFileSize(2_400_000)).toBe('2.3 MB');
  });

  it('reads the size of a file in public/', () => {
    expect(publicFileSize('/brochure/corevia-services-brochure.pdf')).toBeGreaterThan(10_000);
  });
});

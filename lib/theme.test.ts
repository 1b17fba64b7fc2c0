import { applyThemeChoice, nextThemeChoice, parseThemeChoice, readThemeChoice, themeScript } from './theme';

/** Runs the head's script as the browser does, on the document as it stands. */
const runThemeScript = () => new Function(themeScript)();

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = '';
});

describe('the head script', () => {
  it('puts a stored light or dark theme on the root', () => {
    localStorage.setItem('theme', 'light');
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    localStorage.setItem('theme', 'dark');
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('leaves the system to decide when nothing, or nothing it knows, is stored', () => {
    runThemeScript();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    localStorage.setItem('theme', 'sepia');
    runThemeScript();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('does not throw when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runThemeScript).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(readThemeChoice()).toBe('system');
    getItem.mockRestore();
  });

  it('stays tiny: it is in every page', () => {
    expect(themeScript.length).toBeLessThan(160);
  });
});

describe('the choice', () => {
  it('cycles system, light, dark', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });

  it('reads only light and dark as a choice', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('system')).toBe('system');
  });

  it('applies at once, is stored for the next page, and is forgotten for the system', () => {
    applyThemeChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    applyThemeChoice('system');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it("sets the chosen theme's colour for the browser's chrome, and gives it back to the system", () => {
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b1b3f">' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1324">';
    const [light, dark] = document.querySelectorAll('meta');
    applyThemeChoice('dark');
    expect([light!.getAttribute('media'), dark!.getAttribute('media')]).toEqual(['not all', 'all']);
    applyThemeChoice('light');
    expect([light!.getAttribute('media'), dark!.getAttribute('media')]).toEqual(['all', 'not all']);
    applyThemeChoice('system');
    expect([light!.getAttribute('media'), dark!.getAttribute('media')]).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ]);
  });
});

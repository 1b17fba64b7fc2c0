// The visitor's theme: the system's setting unless they chose light or dark, which stays in
// their browser (localStorage `theme`). The head's inline script applies a stored choice before
// the first paint (`themeScript`); the theme control changes it (`setThemeChoice`).

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** The choice a stored value stands for: anything but `light` or `dark` is the system's. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The choice after this one, in the order the control cycles: system, light, dark. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return themeChoices[(themeChoices.indexOf(choice) + 1) % themeChoices.length]!;
}

/**
 * The head's script, run before the first paint: a stored light or dark goes on the root as
 * `data-theme`, which the stylesheet's themes read. Storage may be unavailable (blocked, a
 * private window): then the system decides. Its hash goes into each page's policy with the
 * other inline scripts' (buildtime/script-policy.ts).
 */
export const themeScript = `try{var t=localStorage.getItem('${themeStorageKey}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

/** The stored choice, `system` when there is none or storage is unavailable. */
export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(themeStorageKey));
  } catch {
    return 'system';
  }
}

/**
 * Applies a choice to the page at once and keeps it for the next visit: `system` forgets the
 * choice, so the page follows the system again.
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
  showThemeColour(choice);
}

/**
 * The browser's chrome follows a choice: of the page's two `theme-color` tags, one for each
 * scheme, the chosen theme's applies whatever the system says (its media query is set aside).
 */
export function showThemeColour(choice: ThemeChoice): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')) {
    const media = (meta.dataset.media ??= meta.getAttribute('media') ?? '');
    const scheme = media.includes('dark') ? 'dark' : 'light';
    meta.setAttribute('media', choice === 'system' ? media : choice === scheme ? 'all' : 'not all');
  }
}

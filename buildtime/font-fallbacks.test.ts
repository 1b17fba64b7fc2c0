/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fallbackFaces,
  openFont,
  growingCollections,
  siteText,
  systemFonts,
  textWidth,
  type TextRole,
  weights,
  wordsDrawnWith,
} from './font-fallbacks';
import { charactersOf, fonts, subset, withTextOf } from './font-subset';

// Text the factors were not computed from, as an editor might add it: a paragraph for the body
// font, headings, names and buttons for the heading font.
const unseen: Record<TextRole, string> = {
  body:
    'Our squads moved twelve legacy jobs to managed queues in June, halving the overnight batch window; ' +
    'the mobile team cut cold-start time by 38% after profiling every screen. Next quarter: zero-downtime ' +
    'database upgrades and a quieter on-call rota.',
  heading:
    'OUR LATEST THINKING Quarterly Review: Shipping Faster With Fewer Surprises. Data Platforms That Pay for Themselves ' +
    'Book a Discovery Call Olumide Haddad Lead Product Designer Why Do Migrations Stall? Download the Guide',
};

describe('the fallback faces', () => {
  it('are measured on the text of content/: its modules, YAML files and Markdown files', () => {
    expect(siteText().length).toBeGreaterThan(10_000);
    // Which texts are read is the rule, not what today's files say.
    const dir = mkdtempSync(join(tmpdir(), 'site-text-'));
    try {
      mkdirSync(join(dir, 'team'));
      writeFileSync(join(dir, 'copy.ts'), "export const lead = 'Six practices, one senior team of engineers';\n");
      writeFileSync(join(dir, 'copy.test.ts'), "it('leaves test files out of the measured text', () => {});\n");
      writeFileSync(join(dir, 'faqs.yml'), 'questions:\n  - answer: Every project starts with discovery.\n');
      writeFileSync(
        join(dir, 'team/ada.md'),
        '---\nrole: Principal Cloud Architect\n---\n\nAda designs plans that survive contact with production.\n',
      );
      const text = siteText(dir);
      expect(text).toContain('Six practices, one senior team of engineers');
      expect(text).toContain('Every project starts with discovery.');
      expect(text).toContain('Principal Cloud Architect');
      expect(text).toContain('Ada designs plans that survive contact with production.');
      expect(text).not.toContain('leaves test files out');
      // The fallbacks' text leaves the growing collections out: a member more changes none.
      const measured = siteText(dir, 'en', undefined, growingCollections);
      expect(measured).toContain('Every project starts with discovery.');
      expect(measured).not.toContain('Principal Cloud Architect');
      expect(measured).not.toContain('Ada designs plans');
      expect(growingCollections).toEqual(['projects', 'team', 'posts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('of each font are measured on the text it sets: headings, names, labels and buttons, or the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-text-'));
    try {
      mkdirSync(join(dir, 'team'));
      writeFileSync(
        join(dir, 'home.yml'),
        [
          'hero:',
          '  eyebrow: Your Partner',
          '  title: Software That Moves You',
          '  text: We design, build and run the apps that companies depend on.',
          '  primary_button: Get A Quote',
          'sidebar:',
          '  formTitle: Ask About This Service',
          '  formText: A senior consultant will reply within two days.',
          '',
        ].join('\n'),
      );
      writeFileSync(
        join(dir, 'team/ada.md'),
        '---\nname: Ada Quist\nrole: Principal Cloud Architect\n---\n\nAda designs plans that survive contact with production.\n',
      );
      const heading = siteText(dir, 'en', 'heading');
      const body = siteText(dir, 'en', 'body');
      for (const text of [
        'YOUR PARTNER',
        'Software That Moves You',
        'Get A Quote',
        'Ask About This Service',
        'Ada Quist',
      ])
        expect([text, heading.includes(text), body.includes(text)]).toEqual([text, true, false]);
      for (const text of [
        'We design, build and run',
        'will reply within two days',
        'Principal Cloud Architect',
        'Ada designs',
      ])
        expect([text, heading.includes(text), body.includes(text)]).toEqual([text, false, true]);
      // Without a role, all of it: what the fonts are cut down to.
      expect(siteText(dir, 'en')).toContain('Get A Quote');
      expect(siteText(dir, 'en')).toContain('Ada designs plans that survive');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('read the text of one language: the default language from its sources, another from its translations', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-text-'));
    try {
      mkdirSync(join(dir, 'team/ar'), { recursive: true });
      writeFileSync(join(dir, 'faqs.yml'), 'questions:\n  - answer: Every project starts with discovery.\n');
      writeFileSync(join(dir, 'faqs.ar.yml'), 'questions:\n  - answer: يبدأ كل مشروع بمرحلة الاكتشاف والتخطيط.\n');
      writeFileSync(
        join(dir, 'team/ar/ada.md'),
        '---\nrole: مهندسة سحابة رئيسية في الفريق\n---\n\nتصمم آدا خططًا تصمد أمام الإنتاج.\n',
      );
      expect(siteText(dir)).toBe('Every project starts with discovery.');
      const arabic = siteText(dir, 'ar');
      expect(arabic).toContain('يبدأ كل مشروع بمرحلة الاكتشاف والتخطيط.');
      expect(arabic).toContain('مهندسة سحابة رئيسية في الفريق');
      expect(arabic).not.toContain('Every project');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(fonts.filter((font) => !font.script))(
    'of $family take the room the font takes, at every weight and on every system',
    async (font) => {
      const bytes = Buffer.from(await subset(readFileSync(font.source), 'truetype'));
      const role = font.roles[0]!;
      const { rules, fallbacks } = await fallbackFaces(font.family, bytes, siteText('content', 'en', role));
      expect(rules).toHaveLength(systemFonts.length * weights.length);
      expect(fallbacks).toEqual(systemFonts.map((systemFont) => `${font.family} ${systemFont.name} Fallback`));

      const web = await openFont(bytes);
      for (const systemFont of systemFonts) {
        const regular = await openFont(readFileSync(systemFont.regular.file));
        const bold = await openFont(readFileSync(systemFont.bold.file));
        for (const weight of weights) {
          const rule = rules.find(
            (candidate) =>
              candidate.includes(`font-family:"${font.family} ${systemFont.name} Fallback"`) &&
              candidate.includes(`font-weight:${weight};`),
          );
          expect(rule).toContain('src:local("');
          const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(rule ?? '')?.[1]) / 100;
          const target = textWidth(web, unseen[role], weight);
          const fallback = textWidth(weight >= 600 ? bold : regular, unseen[role]);
          // Scaled, the system font sets the unseen text within 2% of the web font's width.
          const deviation = Math.abs((fallback * sizeAdjust) / target - 1);
          expect([systemFont.name, weight, deviation < 0.02]).toEqual([systemFont.name, weight, true]);
        }
      }
      // Unscaled, DejaVu Sans Bold is far wider than either font at 800: the scaling is what matches them.
      const dejaVu = systemFonts.find((systemFont) => systemFont.name === 'DejaVu')!;
      const dejaVuBold = await openFont(readFileSync(dejaVu.bold.file));
      expect(textWidth(dejaVuBold, unseen[role]) / textWidth(web, unseen[role], 800)).toBeGreaterThan(1.1);
    },
  );

  it('of the heading font set headings closer to it measured on headings than on all the text', async () => {
    const font = fonts.find((candidate) => candidate.roles.join() === 'heading')!;
    const bytes = Buffer.from(await subset(readFileSync(font.source), 'truetype'));
    const web = await openFont(bytes);
    const arial = systemFonts.find((systemFont) => systemFont.name === 'Arial')!;
    const bold = await openFont(readFileSync(arial.bold.file));
    const deviation = async (text: string) => {
      const { rules } = await fallbackFaces(font.family, bytes, text, { systems: [arial] });
      const rule = rules.find((candidate) => candidate.includes('font-weight:700;'));
      const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(rule ?? '')?.[1]) / 100;
      return Math.abs((textWidth(bold, unseen.heading) * sizeAdjust) / textWidth(web, unseen.heading, 700) - 1);
    };
    const onHeadings = await deviation(siteText('content', 'en', 'heading'));
    const onAll = await deviation(siteText('content', 'en'));
    expect(onHeadings).toBeLessThan(onAll / 2);
  });

  it('of the Arabic font take its room in DejaVu Sans, the one system font measured that draws Arabic, for Arabic letters only', async () => {
    const font = fonts.find((candidate) => candidate.language === 'ar')!;
    const range = withTextOf(font.range, siteText('content', 'ar'), font.script);
    const bytes = Buffer.from(await subset(readFileSync(font.source), 'truetype', range));
    const dejaVu = systemFonts.find((systemFont) => systemFont.name === 'DejaVu')!;
    const { rules, fallbacks } = await fallbackFaces(font.family, bytes, siteText('content', 'ar'), {
      systems: [dejaVu],
      unicodeRange: range,
    });
    expect(fallbacks).toEqual(['Noto Sans Arabic DejaVu Fallback']);
    expect(rules).toHaveLength(weights.length);
    for (const rule of rules) expect(rule).toContain(`;unicode-range:${range}}`);
    // Text the factors were not computed from, as an editor might add it.
    const unseenArabic =
      'مراجعة ربع سنوية: نقلنا اثنتي عشرة مهمة قديمة إلى طوابير مُدارة، وخفّض فريق التطبيقات زمن الإقلاع ' +
      'بعد قياس كل شاشة. في الربع القادم: ترقيات قواعد البيانات دون توقف ومناوبات أهدأ.';
    const web = await openFont(bytes);
    const regular = await openFont(readFileSync(dejaVu.regular.file));
    const bold = await openFont(readFileSync(dejaVu.bold.file));
    // As the browser sets it: the Arabic words in these faces, the spaces in another font.
    const words = wordsDrawnWith(unseenArabic, new Set(charactersOf(range)));
    expect(words.split(' ').length).toBeGreaterThan(20);
    for (const weight of weights) {
      const rule = rules.find((candidate) => candidate.includes(`font-weight:${weight};`));
      const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(rule ?? '')?.[1]) / 100;
      const target = textWidth(web, words, weight, { spaces: false });
      const fallback = textWidth(weight >= 600 ? bold : regular, words, undefined, { spaces: false });
      const deviation = Math.abs((fallback * sizeAdjust) / target - 1);
      expect([weight, deviation < 0.03]).toEqual([weight, true]);
    }
  });
});

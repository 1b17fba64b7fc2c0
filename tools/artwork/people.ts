/**
 * Team and testimonial portraits: DiceBear "Personas" (by Draftbit, CC BY 4.0)
 * with hand-picked options per person, seeded by slug, on a soft brand tint.
 */
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import { colours, SvgDocument, circle, rect } from './drawing';

// skin: eeb4a4 e7a391 e5a07e d78774 b16a5b 92594b 623d36 (the style's own range)
const PEOPLE = {
  // team
  'amara-okafor': {
    skinColor: '92594b',
    hair: 'curlyBun',
    hairColor: '1f1a1c',
    clothingColor: '1f5eff',
    mouth: 'smile',
    eyes: 'open',
    body: 'rounded',
    tint: 'blue',
  },
  'daniel-reyes': {
    skinColor: 'd78774',
    hair: 'shortCombover',
    hairColor: '2e2220',
    clothingColor: '0b1b3f',
    mouth: 'bigSmile',
    eyes: 'open',
    facialHair: 'shadow',
    body: 'squared',
    tint: 'amber',
  },
  'priya-raman': {
    skinColor: 'b16a5b',
    hair: 'long',
    hairColor: '1f1a1c',
    clothingColor: '22d3ee',
    mouth: 'smile',
    eyes: 'happy',
    body: 'rounded',
    tint: 'cyan',
  },
  'lukas-becker': {
    skinColor: 'eeb4a4',
    hair: 'fade',
    hairColor: '8a6a4a',
    clothingColor: '475467',
    mouth: 'smile',
    eyes: 'glasses',
    body: 'squared',
    tint: 'grey',
  },
  'sofia-marin': {
    skinColor: 'e5a07e',
    hair: 'bobCut',
    hairColor: '4a2f27',
    clothingColor: 'ffb547',
    mouth: 'lips',
    eyes: 'open',
    body: 'rounded',
    tint: 'blue',
  },
  'kenji-watanabe': {
    skinColor: 'e7a391',
    hair: 'shortComboverChops',
    hairColor: '1a1a22',
    clothingColor: '1f5eff',
    mouth: 'smile',
    eyes: 'glasses',
    body: 'squared',
    tint: 'cyan',
  },
  'hannah-clarke': {
    skinColor: 'eeb4a4',
    hair: 'extraLong',
    hairColor: 'a0522d',
    clothingColor: '0b1b3f',
    mouth: 'smile',
    eyes: 'happy',
    body: 'rounded',
    tint: 'amber',
  },
  'omar-haddad': {
    skinColor: 'b16a5b',
    hair: 'fade',
    hairColor: '1f1a1c',
    clothingColor: '22d3ee',
    mouth: 'smile',
    eyes: 'open',
    facialHair: 'beardMustache',
    body: 'squared',
    tint: 'grey',
  },
  // testimonials
  'rachel-thornton': {
    skinColor: 'e5a07e',
    hair: 'extraLong',
    hairColor: '3b2620',
    clothingColor: '1f5eff',
    mouth: 'smile',
    eyes: 'open',
    body: 'rounded',
    tint: 'blue',
  },
  'marcus-oyelaran': {
    skinColor: '623d36',
    hair: 'buzzcut',
    hairColor: '1f1a1c',
    clothingColor: '0b1b3f',
    mouth: 'bigSmile',
    eyes: 'open',
    facialHair: 'goatee',
    body: 'squared',
    tint: 'amber',
  },
  'mei-lin-chen': {
    skinColor: 'eeb4a4',
    hair: 'bobBangs',
    hairColor: '1a1a22',
    clothingColor: '22d3ee',
    mouth: 'smile',
    eyes: 'happy',
    body: 'rounded',
    tint: 'cyan',
  },
  'ingrid-larsen': {
    skinColor: 'eeb4a4',
    hair: 'straightBun',
    hairColor: 'c9a66b',
    clothingColor: 'ffb547',
    mouth: 'lips',
    eyes: 'open',
    body: 'rounded',
    tint: 'grey',
  },
  'david-kim': {
    skinColor: 'e7a391',
    hair: 'shortComboverChops',
    hairColor: '1a1a22',
    clothingColor: '475467',
    mouth: 'smile',
    eyes: 'open',
    facialHair: 'shadow',
    body: 'squared',
    tint: 'blue',
  },
  'aisha-bello': {
    skinColor: '623d36',
    hair: 'curly',
    hairColor: '1f1a1c',
    clothingColor: '1f5eff',
    mouth: 'bigSmile',
    eyes: 'happy',
    body: 'rounded',
    tint: 'cyan',
  },
  'javier-morales': {
    skinColor: 'd78774',
    hair: 'balding',
    hairColor: 'b9bcc4',
    clothingColor: '0b1b3f',
    mouth: 'smile',
    eyes: 'glasses',
    facialHair: 'beardMustache',
    body: 'squared',
    tint: 'amber',
  },
  'elena-petrova': {
    skinColor: 'e7a391',
    hair: 'long',
    hairColor: 'c9a66b',
    clothingColor: '22d3ee',
    mouth: 'smile',
    eyes: 'open',
    body: 'rounded',
    tint: 'grey',
  },
  'samuel-mensah': {
    skinColor: '92594b',
    hair: 'fade',
    hairColor: '1f1a1c',
    clothingColor: 'ffb547',
    mouth: 'smile',
    eyes: 'open',
    facialHair: 'shadow',
    body: 'squared',
    tint: 'blue',
  },
};

export const teamSlugs = [
  'amara-okafor',
  'daniel-reyes',
  'priya-raman',
  'lukas-becker',
  'sofia-marin',
  'kenji-watanabe',
  'hannah-clarke',
  'omar-haddad',
];
export const testimonialSlugs = [
  'rachel-thornton',
  'marcus-oyelaran',
  'mei-lin-chen',
  'ingrid-larsen',
  'david-kim',
  'aisha-bello',
  'javier-morales',
  'elena-petrova',
  'samuel-mensah',
];

const TINTS = {
  blue: ['#EEF2FF', '#D9E3FF', '#C7D6FF'],
  cyan: ['#ECFBFE', '#D2F4FA', '#B8EDF6'],
  amber: ['#FFF7EA', '#FFEACB', '#FFDDA8'],
  grey: ['#F5F7FB', '#E4E8F0', '#D5DBE6'],
};

export function portrait(slug, size) {
  const p = PEOPLE[slug];
  if (!p) throw new Error(`no portrait options for ${slug}`);
  const { tint, facialHair, ...rest } = p;
  const opts: Record<string, unknown> = {
    seed: slug,
    facialHairProbability: facialHair ? 100 : 0,
    nose: ['smallRound'],
  };
  for (const [k, v] of Object.entries(rest)) opts[k] = [v];
  if (facialHair) opts.facialHair = [facialHair];
  let avatar = createAvatar(personas, opts).toString();
  // Flatten the style's "overlay" blend highlights into plain, subtle tints so
  // skin tones stay true on every background.
  avatar = avatar.replace(/<[^>]*mix-blend-mode:overlay[^>]*>/g, (tag) => {
    const dark = /fill="#000/.test(tag);
    return tag
      .replace(/ style="mix-blend-mode:overlay"/, '')
      .replace(/opacity="[^"]*"/, `opacity="${dark ? 0.16 : 0.07}"`);
  });
  avatar = avatar.replace(
    '<svg ',
    `<svg x="${size * 0.06}" y="${size * 0.1}" width="${size * 0.88}" height="${size * 0.9}" preserveAspectRatio="xMidYMax slice" `,
  );
  const [a, b, c] = TINTS[tint];
  const doc = new SvgDocument(size, size);
  const s = size / 100;
  doc.add(
    rect(
      0,
      0,
      size,
      size,
      0,
      doc.linearGradient(
        [
          [0, a],
          [1, b],
        ],
        [0, 0, 1, 1],
      ),
    ),
    circle(50 * s, 46 * s, 34 * s, c, { opacity: 0.55 }),
    // small sparkles only on the large (square) team portraits; testimonials are often cropped round
    size >= 300
      ? circle(86 * s, 14 * s, 3 * s, colours.white, { opacity: 0.9 }) +
          circle(12 * s, 78 * s, 2 * s, colours.white, { opacity: 0.9 })
      : '',
    avatar.replace(/\n$/, ''),
  );
  return doc.toString();
}

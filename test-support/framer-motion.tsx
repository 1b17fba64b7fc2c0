// A stand-in for framer-motion in unit tests: `animate` records
// what it was asked to do and jumps to the end, so units check when motion
// starts and between which values; how it looks is checked in the browser
// (e2e/motion.spec.ts).
type Keyframes = Record<string, string | number | (string | number)[]>;

export const animate = jest.fn((element: HTMLElement, keyframes: Keyframes) => {
  for (const [name, value] of Object.entries(keyframes)) {
    const end = Array.isArray(value) ? value[value.length - 1] : value;
    element.style.setProperty(name, String(end));
  }
  return Promise.resolve();
});

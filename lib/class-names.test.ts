import { cx } from './class-names';

describe('cx', () => {
  it('joins the class names it is given with single spaces', () => {
    expect(cx('card', 'muted')).toBe('card muted');
  });

  it('leaves out missing ones, as a module class that does not exist or an unset prop', () => {
    const styles: Record<string, string | undefined> = { card: 'card_x' };
    expect(cx(styles.card, styles.next, undefined, null, false, '')).toBe('card_x');
    expect(cx(undefined)).toBe('');
  });
});

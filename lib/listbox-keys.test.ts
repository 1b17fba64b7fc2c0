import { moveHighlight } from './listbox-keys';

describe('moveHighlight', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveHighlight('ArrowDown', -1, 3)).toBe(0);
    expect(moveHighlight('ArrowDown', 1, 3)).toBe(2);
    expect(moveHighlight('ArrowDown', 2, 3)).toBe(0);
    expect(moveHighlight('ArrowUp', -1, 3)).toBe(2);
    expect(moveHighlight('ArrowUp', 0, 3)).toBe(2);
    expect(moveHighlight('ArrowUp', 2, 3)).toBe(1);
  });

  it('ignores other keys and empty lists', () => {
    expect(moveHighlight('Enter', 0, 3)).toBeNull();
    expect(moveHighlight('Escape', 0, 3)).toBeNull();
    expect(moveHighlight('ArrowDown', -1, 0)).toBeNull();
  });
});

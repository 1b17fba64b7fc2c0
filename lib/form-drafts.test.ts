import { clearDraft, draftKey, readDraft, writeDraft } from './form-drafts';

describe('form drafts', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('keys a draft by form and topic', () => {
    expect(draftKey('quote')).toBe('corevia:form-draft:quote');
    expect(draftKey('service', 'Cloud Solutions')).toBe('corevia:form-draft:service:Cloud Solutions');
  });

  it('saves, reads back and clears the fields of a form', () => {
    const key = draftKey('quote');
    expect(writeDraft(key, { name: 'Ada', email: '', message: 'Hi 😀' })).toBe(true);
    expect(readDraft('quote', key)).toEqual({ name: 'Ada', message: 'Hi 😀' });
    clearDraft(key);
    expect(readDraft('quote', key)).toBeNull();
  });

  it('forgets the draft once every field is empty', () => {
    const key = draftKey('comment');
    writeDraft(key, { name: 'Ada' });
    writeDraft(key, { name: '' });
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('reads only the form’s own text fields from whatever is stored', () => {
    const key = draftKey('newsletter');
    window.localStorage.setItem(key, JSON.stringify({ email: 'ada@example.com', name: 'Ada', website: 'x' }));
    expect(readDraft('newsletter', key)).toEqual({ email: 'ada@example.com' });
    window.localStorage.setItem(key, '{not json');
    expect(readDraft('newsletter', key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ email: 42 }));
    expect(readDraft('newsletter', key)).toBeNull();
  });

  it('never throws when storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeDraft(draftKey('quote'), { name: 'Ada' })).toBe(false);
  });

  it('never throws when storage is disabled', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    const key = draftKey('quote');
    expect(writeDraft(key, { name: 'Ada' })).toBe(true);
    expect(readDraft('quote', key)).toBeNull();
    expect(() => clearDraft(key)).not.toThrow();
  });
});

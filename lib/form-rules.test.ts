import {
  characterCount,
  fieldErrorsFromAnswer,
  fieldLimits,
  fieldMessages,
  type FormWords,
  formFields,
  asciiEmail,
  isEmail,
  isPlausiblePhone,
  isRequired,
  validateField,
  validateForm,
} from './form-rules';
import { judgeSubmission, receiverWords } from './receiver';

describe('form rules', () => {
  it('requires name, email and message, and nothing else', () => {
    expect(['name', 'email', 'message'].every((field) => isRequired(field as 'name'))).toBe(true);
    expect(isRequired('subject')).toBe(false);
    expect(isRequired('phone')).toBe(false);
  });

  it('names each form its fields in order', () => {
    expect(formFields).toEqual({
      quote: ['name', 'email', 'subject', 'phone', 'message'],
      service: ['name', 'email', 'phone', 'message'],
      comment: ['name', 'email', 'message'],
      newsletter: ['email'],
    });
  });

  it('says which required field is empty, blanks included', () => {
    expect(validateField('name', '   ', receiverWords)).toBe('Enter your name.');
    expect(validateField('email', '', receiverWords)).toBe('Enter your email address.');
    expect(validateField('message', '\n\t', receiverWords)).toBe('Enter your message.');
    expect(validateField('subject', '', receiverWords)).toBeNull();
    expect(validateField('phone', '', receiverWords)).toBeNull();
  });

  it.each([
    'ada@example.com',
    'a.b+tag@sub.example.co.uk',
    'jose@exämple.de',
    ' ada@example.com ',
    "o'neil@example.ie",
  ])('accepts the e-mail address %p', (value) => expect(validateField('email', value, receiverWords)).toBeNull());

  it('keeps an address in printable ASCII, an international domain in its xn-- form', () => {
    expect(asciiEmail(' Ada@Example.COM ')).toBe('Ada@example.com');
    expect(asciiEmail('jose@exämple.de')).toBe('jose@xn--exmple-cua.de');
    expect(asciiEmail('info@bücher.example')).toBe('info@xn--bcher-kva.example');
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'a da@example.com',
    'ada@@example.com',
    'ada@example..com',
    '<ada@example.com>',
    'josé@example.de',
    'ada@exa mple.com',
    'ada@example.com/path',
    'ada@127.0.0.1',
    '.ada@example.com',
  ])('refuses the e-mail address %p', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(validateField('email', value, receiverWords)).toBe(fieldMessages(receiverWords).email);
  });

  it.each([
    ['name', 'Eve\u001b[2J\u001b]0;pwned\u0007'],
    ['name', 'Mallory\u202eexe.txt'],
    ['subject', 'Offer\u2066 hidden'],
    ['email', 'ada@example.com\u0000'],
    ['email', 'ad\u007fa@example.com'],
    ['phone', '555\u00850100'],
    ['message', 'Hello\u0007 there'],
    ['message', 'Hello\u009b31m'],
  ] as const)('refuses a control character in %s (%j), naming the field', (field, value) => {
    expect(validateField(field, value, receiverWords)).toBe(fieldMessages(receiverWords).control(field));
  });

  it('lets the message keep its tabs, line breaks and right-to-left text', () => {
    expect(validateField('message', 'Line one\r\n\tLine two\n\u202eمرحبا\u202c', receiverWords)).toBeNull();
    expect(validateField('name', 'مرحبا Zoë', receiverWords)).toBeNull();
  });

  it.each(['+1 (555) 010-0199', '0044 20 7946 0000', '5550100'])('accepts the phone number %p', (value) =>
    expect(isPlausiblePhone(value)).toBe(true),
  );

  it.each(['555-01', 'call me', '+1 555 010 0199 ext. 4', '555.010.0199'])('refuses the phone number %p', (value) =>
    expect(validateField('phone', value, receiverWords)).toBe(fieldMessages(receiverWords).phone),
  );

  it('limits every field and says by how much a value is over', () => {
    expect(fieldLimits).toEqual({ name: 100, email: 254, subject: 150, phone: 32, message: 5000 });
    expect(validateField('message', 'x'.repeat(5000), receiverWords)).toBeNull();
    expect(validateField('message', 'x'.repeat(5001), receiverWords)).toBe(
      'Message must be 5,000 characters or fewer; it has 5,001.',
    );
    expect(validateField('name', 'n'.repeat(101), receiverWords)).toBe(
      'Name must be 100 characters or fewer; it has 101.',
    );
    expect(validateField('subject', 's'.repeat(151), receiverWords)).toMatch(/^Subject must be 150/);
    expect(validateField('phone', '1'.repeat(33), receiverWords)).toMatch(/^Phone must be 32/);
    expect(validateField('email', `${'a'.repeat(250)}@example.com`, receiverWords)).toMatch(/^Email must be 254/);
  });

  it('speaks the words it is given, counts written as their language writes them', () => {
    const german: FormWords = {
      ...receiverWords,
      labels: { ...receiverWords.labels, message: 'Nachricht' },
      missing: { ...receiverWords.missing, name: 'Bitte geben Sie Ihren Namen ein.' },
      tooLong: '{field} darf höchstens {limit} Zeichen lang sein; sie hat {length}.',
      locale: 'de-DE',
    };
    expect(validateField('name', ' ', german)).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(validateField('message', 'x'.repeat(5001), german)).toBe(
      'Nachricht darf höchstens 5.000 Zeichen lang sein; sie hat 5.001.',
    );
    expect(validateForm('newsletter', {}, german)).toEqual([{ field: 'email', message: 'Enter your email address.' }]);
  });

  it('counts characters as people do: an emoji is one', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(validateField('name', '😀'.repeat(100), receiverWords)).toBeNull();
  });

  it('lists a form’s errors in the order of its fields', () => {
    expect(validateForm('quote', { email: 'nope', phone: '12' }, receiverWords).map((error) => error.field)).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ]);
    expect(validateForm('newsletter', {}, receiverWords)).toEqual([
      { field: 'email', message: 'Enter your email address.' },
    ]);
    expect(validateForm('comment', { name: 'Ada', email: 'ada@example.com', message: 'Hi' }, receiverWords)).toEqual(
      [],
    );
  });
});

describe('judging a submission from outside', () => {
  const quote = { form: 'quote', name: 'Ada', email: 'ada@example.com', message: 'Hello', page: '/contact' };

  it('accepts a valid one, trimmed, without unknown keys', () => {
    const judgement = judgeSubmission({ ...quote, name: ' Ada ', admin: true });
    expect(judgement).toEqual({
      ok: true,
      spam: false,
      submission: {
        form: 'quote',
        name: 'Ada',
        email: 'ada@example.com',
        subject: '',
        phone: '',
        message: 'Hello',
        page: '/contact',
      },
    });
  });

  it('keeps the topic of the forms that name one', () => {
    const judgement = judgeSubmission({ ...quote, form: 'service', service: 'Cloud Solutions' });
    expect(judgement.ok && judgement.submission.service).toBe('Cloud Solutions');
    const comment = judgeSubmission({ ...quote, form: 'comment', post: 'A post', service: 'ignored' });
    expect(comment.ok && comment.submission).toMatchObject({ form: 'comment', post: 'A post' });
    expect(comment.ok && 'service' in comment.submission).toBe(false);
  });

  it('refuses what is not a known form as a JSON object', () => {
    for (const body of [null, 'text', [], { form: 'order' }, {}]) {
      const judgement = judgeSubmission(body);
      expect(judgement.ok).toBe(false);
      expect(!judgement.ok && judgement.errors[0]?.field).toBe('form');
    }
  });

  it('lists field errors in the shape hosted form services use', () => {
    expect(judgeSubmission({ ...quote, email: 'nope', name: 42 })).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: '"name" must be text.' },
        { field: 'name', message: 'Enter your name.' },
        { field: 'email', message: fieldMessages(receiverWords).email },
      ],
    });
    const long = judgeSubmission({ ...quote, page: `/${'p'.repeat(2048)}` });
    expect(!long.ok && long.errors).toEqual([{ field: 'page', message: '"page" is too long.' }]);
  });

  it.each([['https://spam.example'], [42], [0], [true], [false], [{}], [['x']], [' ']])(
    'takes a honeypot holding %j for spam, before any other rule, naming no field',
    (trap) => {
      const judgement = judgeSubmission({ ...quote, email: 'not an address', website: trap });
      expect(judgement).toMatchObject({ ok: true, spam: true });
    },
  );

  it('takes an empty or absent honeypot for a person', () => {
    for (const trap of ['', null, undefined])
      expect(judgeSubmission({ ...quote, website: trap })).toMatchObject({ spam: false });
  });

  it.each([
    '',
    'contact',
    '//evil.example/path',
    'https://evil.example',
    '\t=HYPERLINK("https://evil.example")',
    '/contact\r\nBcc: x@evil.example',
    '/\\evil.example',
    '/con tact',
    '/kontakt-é',
  ])('refuses the page %j: a path of this site only', (page) => {
    const judgement = judgeSubmission({ ...quote, page });
    expect(!judgement.ok && judgement.errors).toEqual([
      { field: 'page', message: '"page" must be a path of this site, like /contact.' },
    ]);
  });

  it.each(['/', '/contact', '/service/cloud-solutions', '/blog-details?x=1', '/de/kontakt%C3%A9'])(
    'accepts the page %j',
    (page) => expect(judgeSubmission({ ...quote, page }).ok).toBe(true),
  );

  it('stores the address in its ASCII form', () => {
    const judgement = judgeSubmission({ ...quote, email: 'jose@exämple.de' });
    expect(judgement.ok && judgement.submission.email).toBe('jose@xn--exmple-cua.de');
  });

  describe('with the site’s services and posts', () => {
    const known = { service: new Set(['Cloud Solutions']), post: new Set(['How to scope an AI pilot']) };

    it('accepts a topic the site has, or none (the generic service page)', () => {
      expect(judgeSubmission({ ...quote, form: 'service', service: 'Cloud Solutions' }, known).ok).toBe(true);
      expect(judgeSubmission({ ...quote, form: 'service' }, known).ok).toBe(true);
      expect(judgeSubmission({ ...quote, form: 'service', service: '' }, known).ok).toBe(true);
      expect(judgeSubmission({ ...quote, form: 'comment', post: 'How to scope an AI pilot' }, known).ok).toBe(true);
    });

    it.each([
      ['service', 'Cloud Solutionz'],
      ['service', 'cloud solutions'],
      ['post', 'Cheap pills'],
      ['post', 'How to scope an AI pilot\u202e'],
    ] as const)('refuses the %s %j', (key, topic) => {
      const form = key === 'service' ? 'service' : 'comment';
      const judgement = judgeSubmission({ ...quote, form, [key]: topic }, known);
      expect(!judgement.ok && judgement.errors).toEqual([
        { field: key, message: `"${key}" must name a ${key} of this site.` },
      ]);
    });
  });
});

describe('field errors from an endpoint’s answer', () => {
  it('keeps the known fields of the form and drops the rest', () => {
    const answer = {
      errors: [
        { field: 'email', message: 'should be an email', code: 'TYPE_EMAIL' },
        { field: 'subject', message: 'not on this form' },
        { field: 'unknown', message: 'x' },
        { message: 'no field' },
        'junk',
      ],
    };
    expect(fieldErrorsFromAnswer('comment', answer)).toEqual([{ field: 'email', message: 'should be an email' }]);
    expect(fieldErrorsFromAnswer('quote', null)).toEqual([]);
    expect(fieldErrorsFromAnswer('quote', { errors: 'x' })).toEqual([]);
  });
});

import { EMAIL_PATTERN, isEmail } from '../email';

describe('the one email pattern', () => {
  it('takes a plain address with a top-level part of two letters or more', () => {
    expect(isEmail(' ada@example.ng ')).toBe(true);
    expect(isEmail('ada.obi+rx@mail.example.health')).toBe(true);
  });

  it('refuses addresses without a user, a domain, a dot or with spaces', () => {
    for (const text of ['ada', 'ada@', '@example.ng', 'ada@example', 'ada@example.n', 'a da@example.ng', 'ada@exa mple.ng'])
      expect(EMAIL_PATTERN.test(text)).toBe(false);
  });
});

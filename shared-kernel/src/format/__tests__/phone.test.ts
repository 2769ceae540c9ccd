import { phoneDigits, telHref, whatsAppHref } from '../phone';

describe('phone links', () => {
  it('dial and chat with the number in international form, written either way', () => {
    expect(phoneDigits('+234 800 374 2797')).toBe('2348003742797');
    expect(phoneDigits('0803 123 4567')).toBe('2348031234567');
    expect(telHref('+234 800 374 2797')).toBe('tel:+2348003742797');
    expect(whatsAppHref('0803-123-4567')).toBe('https://wa.me/2348031234567');
    expect(whatsAppHref('+234 800 374 2797', 'Hello, I need help')).toBe('https://wa.me/2348003742797?text=Hello%2C%20I%20need%20help');
  });
});

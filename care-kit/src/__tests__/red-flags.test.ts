import cases from './red-flag-cases.json';
import { detectRedFlags, hasRedFlag } from '../red-flags';

describe('red flags', () => {
  it.each(cases.cases)('$language: "$text" names $kinds', ({ text, kinds }) => {
    expect(detectRedFlags(text)).toEqual(kinds);
    expect(hasRedFlag(text)).toBe(kinds.length > 0);
  });

  it('a phrase split by punctuation or spacing is still found; a word only containing it is not', () => {
    expect(detectRedFlags('CHEST   PAIN!!!')).toEqual(['chest-pain']);
    expect(detectRedFlags('unconsciousness training course')).toEqual([]);
  });
});

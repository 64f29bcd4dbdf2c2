import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternOf, patternSource } from '../src/field-pattern.ts';

const matches = (acceptedPattern: string, value: string) => patternOf({ acceptedPattern }).test(value);
const USERNAME = '^[A-Za-z][A-Za-z0-9]*$';

describe('acceptedPattern', () => {
  it("reads a bare '*' (and an empty pattern) as anything", () => {
    for (const v of ['', 'x', 'Aa1!@# ~', '密码🙂']) {
      expect(matches('*', v)).toBe(true);
      expect(matches('', v)).toBe(true);
    }
  });

  it('keeps regex quantifiers: bad characters inside otherwise valid values are refused', () => {
    expect(matches(USERNAME, 'abc123')).toBe(true);
    expect(matches(USERNAME, 'abc!!!@#')).toBe(false);
    expect(matches(USERNAME, 'abc def')).toBe(false);
    expect(matches(USERNAME, '1abcdef')).toBe(false);
    expect(matches('^[0-9]*$', '0123')).toBe(true);
    expect(matches('^[0-9]*$', '12a3')).toBe(false);
    expect(matches('^[A-Za-z0-9]*$', 'ABC-123')).toBe(false);
    expect(matches('^\\S+( \\S+)+$', 'Ana Souza')).toBe(true);
    expect(matches('^\\S+( \\S+)+$', 'AnaSouza')).toBe(false);
  });

  it("reads '*' as '.*' only where it has nothing to repeat", () => {
    expect(patternSource('*')).toBe('.*');
    expect(patternSource('*@*')).toBe('.*@*');
    expect(patternSource('^*@x$')).toBe('^.*@x$');
    expect(patternSource('(*)|(?:*)|a|*')).toBe('(.*)|(?:.*)|a|.*');
    expect(patternSource('a*')).toBe('a*');
    expect(patternSource('[*]*')).toBe('[*]*');
    expect(patternSource('\\**')).toBe('\\**');
    expect(patternSource('[\\]*]*')).toBe('[\\]*]*');
    expect(matches('*@lumen.example', 'ana@lumen.example')).toBe(true);
    expect(matches('*@lumen.example', 'ana@other.example')).toBe(false);
    expect(matches('\\*+', '***')).toBe(true);
    expect(matches('\\*+', 'a')).toBe(false);
  });

  it('matches the whole value, anchors or not', () => {
    expect(matches('[0-9]+', '12a')).toBe(false);
    expect(matches('a|b', 'ab')).toBe(false);
    expect(matches('a|b', 'b')).toBe(true);
    expect(matches('^\\d+\\$$', '10$')).toBe(true);
  });

  it('refuses every value when the pattern is not a valid regular expression', () => {
    expect(matches('^[a-z', 'abc')).toBe(false);
    expect(matches('a{2,1}', 'aa')).toBe(false);
  });

  it('never lets a non-alphanumeric character through the username rule', () => {
    const alnum = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,10}$/);
    const bad = fc.constantFrom(...'!@#$%^&*()-_=+ .,;:/\\|?<>~`\'"\n'.split(''), 'é', '中');
    fc.assert(
      fc.property(alnum, bad, fc.nat(), (value, ch, at) => {
        const i = (at % value.length) + 1;
        expect(matches(USERNAME, value)).toBe(true);
        expect(matches(USERNAME, value.slice(0, i) + ch + value.slice(i))).toBe(false);
      }),
    );
  });
});

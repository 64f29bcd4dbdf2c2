import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genericPatternIds, genericPatterns, patternOf, patternSource } from '../src/field-pattern.ts';

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

describe('the generic text rules (spec section 5)', () => {
  const rule = (id: keyof typeof genericPatterns) => (v: string) => matches(genericPatterns[id], v);
  const cases: Record<string, [ok: string[], refused: string[]]> = {
    uppercase: [
      ['ABC', 'LUMEN'],
      ['Abc', 'AB1', 'A B'],
    ],
    full_name: [
      ['Ana Souza', 'Nguyễn Văn An'],
      ['Ana', 'Ana  Souza', ' Ana Souza'],
    ],
    real_name: [
      ["Ana d'Ávila", 'João P. Souza-Lima', 'Nguyễn Văn An', '王小明'],
      ['Ana2', '-Ana', 'Ana!', ''],
    ],
    date_ymd: [
      ['2026-12-02', '2000-02-29'],
      ['2026-13-01', '2026-12-32', '02-12-2026', '2026-1-2'],
    ],
    date_mdy: [
      ['12-02-2026', '01-31-1999'],
      ['2026-12-02', '13-01-2026', '12-00-2026'],
    ],
    strong_password: [
      ['Aa1!aaaa', 'Senha#2026'],
      ['aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa'],
    ],
    alphanumeric_letter_first: [['abc123'], ['1abc', 'ab c']],
    numbers: [['0123'], ['12a']],
  };
  for (const [id, [ok, refused]] of Object.entries(cases)) {
    it(`${id} takes what it names and refuses the rest`, () => {
      const test = rule(id as keyof typeof genericPatterns);
      for (const v of ok) expect(test(v), v).toBe(true);
      for (const v of refused) expect(test(v), v).toBe(false);
    });
  }

  it('every rule is a valid pattern (none silently refuses everything)', () => {
    for (const id of genericPatternIds)
      expect(patternOf({ acceptedPattern: genericPatterns[id] }).source).not.toBe('(?!)');
  });
});

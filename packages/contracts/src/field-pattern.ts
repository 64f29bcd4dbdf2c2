import type { TFieldSetting } from './system.ts';

/** The openings after which a '*' has nothing to repeat: a group (plain, non-capturing, named or a lookaround). */
const GROUP_OPENING = /^\((?:\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/;

/**
 * The regular expression source of an acceptedPattern (spec section 3: '*' is read as '.*'). A '*' reads as '.*'
 * only where it has nothing to repeat: the whole pattern '*', or a '*' at the start, after '^', after '|' or right
 * after a group opens. Anywhere else it is the regex quantifier, so '^[A-Za-z][A-Za-z0-9]*$' keeps its meaning.
 * Backslash escapes and character classes are copied as they are.
 */
export function patternSource(accepted: string): string {
  let out = '';
  /** True where a '*' would have nothing to repeat. */
  let open = true;
  for (let i = 0; i < accepted.length; i++) {
    const ch = accepted[i] as string;
    if (ch === '\\') {
      out += accepted.slice(i, i + 2);
      i++;
      open = false;
    } else if (ch === '[') {
      // A class runs to the first unescaped ']' that is not its first member.
      let j = i + 1;
      if (accepted[j] === '^') j++;
      if (accepted[j] === ']') j++;
      while (j < accepted.length && accepted[j] !== ']') j += accepted[j] === '\\' ? 2 : 1;
      out += accepted.slice(i, j + 1);
      i = j;
      open = false;
    } else if (ch === '(') {
      const opening = GROUP_OPENING.exec(accepted.slice(i))?.[0] ?? '(';
      out += opening;
      i += opening.length - 1;
      open = true;
    } else if (ch === '*' && open) {
      out += '.*';
      open = false;
    } else {
      out += ch;
      open = ch === '^' || ch === '|';
    }
  }
  return out;
}

/**
 * A field setting's pattern, matched against the whole value (portal and server alike). A pattern that is not a
 * valid regular expression matches nothing, so a misconfigured brand refuses values instead of letting any through.
 */
export function patternOf(setting: Pick<TFieldSetting, 'acceptedPattern'>): RegExp {
  const accepted = setting.acceptedPattern;
  try {
    return new RegExp(`^(?:${accepted ? patternSource(accepted) : '.*'})$`, 'u');
  } catch {
    return /(?!)/u;
  }
}

/**
 * The generic text rules of spec section 5, by patternId: what an operator picks for a registration field in the
 * console, and the key of the portal's message under the field (`rules.<patternId>`, with the min and max lengths).
 * Lengths are the field setting's own; these patterns say only which characters and in which shape.
 */
export const genericPatterns = {
  any: '*',
  alphanumeric_letter_first: '^[A-Za-z][A-Za-z0-9]*$',
  alphanumeric: '^[A-Za-z0-9]*$',
  numbers: '^[0-9]*$',
  uppercase: '^[A-Z]*$',
  full_name: '^\\S+( \\S+)+$',
  /** Letters of any script, with the spaces, apostrophes, dots and hyphens names carry; no digits. */
  real_name: "^\\p{L}[\\p{L}\\p{M}' .-]*$",
  date_ymd: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  date_mdy: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  strong_password: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).*$',
  password: '*',
  mobile: '^[0-9]*$',
  email: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
} as const;
export type GenericPatternId = keyof typeof genericPatterns;
export const genericPatternIds = Object.keys(genericPatterns) as GenericPatternId[];
export const isGenericPattern = (id: string): id is GenericPatternId => Object.hasOwn(genericPatterns, id);

import type { TBrandSettings } from '@portal/contracts/console-brand';
import { genericPatterns } from '@portal/contracts/field-pattern';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationRules } from '../src/features/brand/RegistrationRules.tsx';

const field = (patternId: string, acceptedPattern: string) => ({
  enabled: true,
  required: false,
  patternId,
  acceptedPattern,
  minLength: 2,
  maxLength: 40,
});
const value = {
  fields: { payeeName: field('full_name', '^\\S+( \\S+)+$'), line: field('legacy_line', '^@?[a-z0-9._-]*$') },
  captchaDisplay: false,
  minimumAge: 18,
} as unknown as TBrandSettings['register'];

describe('registration field rules (console)', () => {
  it("sets a field's generic rule: its pattern and the portal's message key together", async () => {
    const onChange = vi.fn();
    render(<RegistrationRules value={value} onChange={onChange} />);
    const rule = screen.getByRole('combobox', { name: /Rule of .*payee/i });
    expect(rule).toHaveValue('full_name');
    await userEvent.selectOptions(rule, 'real_name');
    const next = onChange.mock.lastCall?.[0] as TBrandSettings['register'];
    expect(next.fields.payeeName).toMatchObject({ patternId: 'real_name', acceptedPattern: genericPatterns.real_name });
    expect(next.fields.payeeName).toMatchObject({ minLength: 2, maxLength: 40, enabled: true });
  });

  it('shows a rule set outside the list as custom, with its pattern', () => {
    render(<RegistrationRules value={value} onChange={() => {}} />);
    const rule = screen.getByRole('combobox', { name: /Rule of line/i });
    expect(rule).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Custom (^@?[a-z0-9._-]*$)' })).toBeInTheDocument();
  });
});

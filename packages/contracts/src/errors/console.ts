/** Errors of the operator console; numeric codes in the range 650-679. Merged into the one taxonomy in ../errors.ts. */
export const consoleErrors = {
  two_factor_required: {
    code: 650,
    http: 401,
    meaning: 'This operator signs in with a code from their authenticator app (or a recovery code).',
  },
  two_factor_invalid: { code: 651, http: 401, meaning: 'The two-factor code is wrong, expired or already used.' },
  two_factor_enrolment_required: {
    code: 652,
    http: 403,
    meaning: 'This role must set up two-factor sign-in before using the console.',
  },
  two_factor_enabled: {
    code: 653,
    http: 409,
    meaning: 'Two-factor sign-in is already set up; an admin can reset it.',
  },
  two_factor_not_started: { code: 654, http: 409, meaning: 'Start two-factor enrolment before confirming it.' },
  operator_self_role: { code: 655, http: 409, meaning: 'An operator cannot change their own role.' },
  period_invalid: { code: 656, http: 400, meaning: 'The period is invalid (from after to, or longer than 92 days).' },
  adjustment_not_pending: { code: 657, http: 409, meaning: 'The adjustment was already approved or rejected.' },
  adjustment_own_request: {
    code: 658,
    http: 403,
    meaning: 'A second operator must decide an adjustment; its requester cannot approve or reject it.',
  },
  approval_not_pending: { code: 659, http: 409, meaning: 'The change was already approved or rejected.' },
  approval_own_request: {
    code: 660,
    http: 403,
    meaning: 'A second operator must decide a change that creates value; its requester cannot approve or reject it.',
  },
  approval_pending: {
    code: 661,
    http: 409,
    meaning: 'A change of this waits for a second operator; decide that one first.',
  },
  two_factor_session_required: {
    code: 662,
    http: 403,
    meaning: 'Only an operator signed in with a two-factor code may do this.',
  },
  giveback_above_edge: {
    code: 663,
    http: 409,
    meaning:
      'Rebate, points and salaries would return more than a game family keeps (value.cells); an admin may confirm it.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;

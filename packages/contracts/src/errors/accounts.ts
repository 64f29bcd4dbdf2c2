/** Errors of the accounts area; numeric codes in the range 700-799. Merged into the one taxonomy in ../errors.ts. */
export const accountsErrors = {
  login_failed: { code: 701, http: 401, meaning: 'Username or password is wrong.' },
  captcha_required: { code: 702, http: 400, meaning: 'Too many failed logins: solve the image captcha.' },
  captcha_invalid: { code: 703, http: 400, meaning: 'Invalid captcha input.' },
  human_check_failed: { code: 704, http: 400, meaning: 'The human check is missing, wrong, expired or used.' },
  error_not_agent: { code: 705, http: 403, meaning: 'Only agents can log in to this site.' },
  non_member_login: { code: 706, http: 403, meaning: 'A non-member account cannot log in.' },
  trial_account: { code: 707, http: 403, meaning: 'Please Register An Account First.' },
  username_taken: { code: 708, http: 409, meaning: 'The username is already registered.' },
  mobile_taken: { code: 709, http: 409, meaning: 'The mobile number is already registered.' },
  field_invalid: { code: 710, http: 400, meaning: 'A registration field breaks its rule (value names the field).' },
  invalid_affiliate: { code: 711, http: 400, meaning: 'Invalid invitation code.' },
  sms_code_invalid: { code: 712, http: 400, meaning: 'Invalid verification code.' },
  sms_code_expired: { code: 713, http: 400, meaning: 'Verification code expired, send again.' },
  sms_too_soon: { code: 714, http: 429, meaning: 'A code was just sent; wait for the countdown.' },
  invalid_phone: { code: 715, http: 400, meaning: 'Invalid phone number format.' },
  password_mismatch: { code: 717, http: 400, meaning: 'Incorrect confirmation input.' },
  old_password_wrong: { code: 718, http: 400, meaning: 'The current password is wrong.' },
  reset_token_invalid: { code: 719, http: 400, meaning: 'The reset link is wrong, used or expired.' },
  terms_not_accepted: { code: 720, http: 400, meaning: 'The terms and the age confirmation must be accepted.' },
  password_change_required: {
    code: 721,
    http: 403,
    meaning: 'The session was opened with the default or an expired password: change the password first.',
  },
  account_locked: {
    code: 723,
    http: 403,
    meaning: 'The account is locked by the site: contact customer service (said only after a right password or code).',
  },
  initial_password_expired: {
    code: 724,
    http: 403,
    meaning:
      'The one-time initial password an agent was given for this account went unused past its days: ask the agent for a new one (said only after the right password).',
  },
  initial_password_used: {
    code: 725,
    http: 409,
    meaning:
      'The member has set their own password: only a new initial password for an account still on its first one.',
  },
  not_in_team: { code: 730, http: 403, meaning: "The member is not in the agent's team." },
  password_unchanged: {
    code: 722,
    http: 400,
    meaning: 'The new password must differ from the current one and from the initial password.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;

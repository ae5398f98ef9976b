import type { PasswordStrengthCheckResponse } from '../../src/contract/index';

/** A strength-check answer: by default zxcvbn, score 0, invalid, not breached, nothing missing. */
export function strengthAnswer(
  overrides: Partial<PasswordStrengthCheckResponse> = {},
  luds: Partial<PasswordStrengthCheckResponse['feedback']['luds_requirements']> = {},
  warning = '',
): PasswordStrengthCheckResponse {
  return {
    valid_password: false,
    score: 0,
    breached_password: false,
    breach_detection_on_create: true,
    strength_policy: 'zxcvbn',
    feedback: {
      warning,
      suggestions: [],
      luds_requirements: {
        has_digit: false,
        has_lower_case: false,
        has_symbol: false,
        has_upper_case: false,
        missing_characters: 0,
        missing_complexity: 0,
        ...luds,
      },
    },
    ...overrides,
  };
}

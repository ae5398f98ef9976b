// Every failure inside the emulator is an EmulatorError; app.ts turns it into the flat error body
// of docs/spec/api.md §2 in one place, so handlers only decide the status, the type and the message.
import type { ApiErrorBody, EmulatorOnlyErrorType, ErrorType } from '../src/contract/index';

/** Error types the widget never meets: the backend API's (backend/), and attest's and exchange's unknown user. */
export type BackendErrorType = 'user_not_found';

/** The provider's error types, and those of the emulator's own test hooks. */
export type EmulatorErrorType = ErrorType | EmulatorOnlyErrorType | BackendErrorType;

/** The flat error body of docs/spec/api.md §2, as the emulator sends it. */
export type EmulatorErrorBody = Omit<ApiErrorBody, 'error_type'> & { error_type: EmulatorErrorType };

export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: EmulatorErrorType,
    message: string,
    /** Extra response headers, e.g. `Allow` on a 405. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'EmulatorError';
  }
}

/** Throws an EmulatorError unless the condition holds; reads like the spec it enforces. */
export function assert(
  condition: unknown,
  status: number,
  errorType: EmulatorErrorType,
  message: string,
): asserts condition {
  if (!condition) throw new EmulatorError(status, errorType, message);
}

/** The flat error body. Unknown exceptions become a generic 500 and never leak a stack. */
export function errorBody(err: unknown, requestId: string): EmulatorErrorBody {
  const known = err instanceof EmulatorError;
  const status = known ? err.status : 500;
  const errorType: EmulatorErrorType = known ? err.errorType : 'internal_server_error';
  return {
    status_code: status,
    request_id: requestId,
    error_type: errorType,
    error_message: known ? err.message : 'The emulator hit an unexpected error; see its console.',
    error_url: `https://stytch.com/docs/api/errors/${status}#${errorType}`,
    error_details: {},
  };
}

// The errors wallets reject with (EIP-1193's ProviderRpcError; Phantom uses the same codes): an
// Error carrying a numeric `code`, as MetaMask's and Phantom's are.

export const USER_REJECTED = 4001;
export const UNAUTHORIZED = 4100;
export const UNSUPPORTED_METHOD = 4200;
/** MetaMask's and Phantom's answer while one of their prompts is already open. */
export const REQUEST_PENDING = -32002;
export const INVALID_PARAMS = -32602;

const MESSAGES: Record<number, string> = {
  [USER_REJECTED]: 'User rejected the request.',
  [UNAUTHORIZED]: 'The requested account and/or method has not been authorized by the user.',
  [UNSUPPORTED_METHOD]: 'The Provider does not support the requested method.',
  [REQUEST_PENDING]: 'Request already pending. Please wait.',
  [INVALID_PARAMS]: 'Invalid method parameter(s).',
};

export interface ProviderRpcError extends Error {
  code: number;
}

export function providerError(code: number, message = MESSAGES[code] ?? 'Internal error.'): ProviderRpcError {
  return Object.assign(new Error(message), { code });
}

/** Throws what `behaviour` calls for; returns for 'approve' (or nothing configured). */
export function actOut(behaviour: string | undefined): void {
  if (behaviour === 'reject') throw providerError(USER_REJECTED);
  if (behaviour === 'pending') throw providerError(REQUEST_PENDING);
}

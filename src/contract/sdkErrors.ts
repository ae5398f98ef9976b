// The SDK's own error messages (docs/spec/product.md §8), which the provider's SDK throws too: the
// client's errors carry them as `message`, and the widget's English shows them (i18n/en.ts).
export const NETWORK_ERROR = 'Unable to contact our servers.';
export const INVALID_JSON = 'Invalid JSON response from our servers.';
export const INVALID_RESPONSE = 'Invalid or no response from server.';

/** The identity provider's own host: links to it inside error text may become anchors (X2). */
export const PROVIDER_HOST = 'stytch.com';
/** Where the 'Powered by' watermark links. */
export const PROVIDER_SITE = 'https://stytch.com';
export const PROVIDER_BRAND = 'stytch';

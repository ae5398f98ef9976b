// The type every locale file satisfies: every string key the widget has, and no other.
//
// `Messages` (../en) joins the main file's, the shared, the passkey-registration and
// identity-provider widgets' and every product's strings (products/table.ts), but not the API
// error texts (enApiErrors, made by the client chunk), so they are added here. `Messages` also
// carries a `string` index signature: `ProductMessages` joins each product's declared
// `strings?: Record<string, string>` (products/product.ts). With it, `satisfies` would still refuse
// a missing key but accept any unknown one, so the index signature is dropped here and only the
// named keys remain.
import type { Messages, enApiErrors } from '../en';

type Joined = Messages & typeof enApiErrors;

export type AllMessages = { [K in keyof Joined as string extends K ? never : number extends K ? never : K]: Joined[K] };

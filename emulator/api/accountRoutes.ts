// The account's own SDK routes (issue 17): the user and the removal of each kind of factor, TOTP
// and recovery codes, impersonation, and the B2B member search. routes.ts hands in app.ts's
// `route`, so each row is still type-checked against the contract's endpoint map and goes through
// the same edge (public token, body parsing, the error funnel) as every other.
import type { RegisterRoute } from './context';
import { searchMember } from './b2b';
import { authenticateImpersonation } from './impersonation';
import { authenticateTotp, createTotp, getRecoveryCodes, recoverTotp } from './totps';
import { deleteBiometricRegistration, deleteEmail, deleteOAuthRegistration, deletePhoneNumber, deleteTotp, getMe, updateMe } from './users';

export function accountRoutes(route: RegisterRoute): void {
  route('GET /users/me', getMe);
  route('PUT /users/me', updateMe);
  route('DELETE /users/emails/:email_id', deleteEmail);
  route('DELETE /users/phone_numbers/:phone_id', deletePhoneNumber);
  route('DELETE /users/totps/:totp_id', deleteTotp);
  route('DELETE /users/oauth/:oauth_user_registration_id', deleteOAuthRegistration);
  route('DELETE /users/biometric_registrations/:biometric_registration_id', deleteBiometricRegistration);
  route('POST /totps', createTotp);
  route('POST /totps/authenticate', authenticateTotp);
  route('POST /totps/recovery_codes', getRecoveryCodes);
  route('POST /totps/recover', recoverTotp);
  route('POST /impersonation/authenticate', authenticateImpersonation);
  route('POST /b2b/organizations/members/search', searchMember);
}

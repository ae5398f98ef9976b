// The backend API's email magic links: a host's server sends the link (login_or_create, or send to
// an existing user) and later spends the token its page received. The sending, the outbox and the
// token's rules are the frontend API's own (api/magicLinks.ts), so both APIs mail the same links.
import { loginOrCreateMagicLink, redeemMagicLink, sendMagicLinkToExistingUser, sendMagicLinkToUser } from '../api/magicLinks';
import { optionalString, requiredString } from '../validate/validate';
import type { BackendHandler } from './backendRoute';
import { answerFactor } from './factorAnswer';
import { namedUser } from './sessionLookup';

/** POST /v1/magic_links/email/login_or_create */
export const magicLinkLoginOrCreate: BackendHandler = (ctx, body) => {
  const { user, email, userCreated } = loginOrCreateMagicLink(ctx, body);
  return { user_id: user.user_id, email_id: email.email_id, user_created: userCreated };
};

/**
 * POST /v1/magic_links/email/send: to the user who has the address (404 email_not_found if
 * nobody), or, with user_id, session_token or session_jwt, to that user, adding the address.
 */
export const magicLinkSend: BackendHandler = async (ctx, body) => {
  const target = await namedUser(ctx, body);
  const { user, email } = target ? sendMagicLinkToUser(ctx, target, body) : sendMagicLinkToExistingUser(ctx, body);
  return { user_id: user.user_id, email_id: email.email_id };
};

/** POST /v1/magic_links/authenticate */
export const authenticateMagicLink: BackendHandler = (ctx, body) => {
  const token = requiredString(body, 'token');
  const verifier = optionalString(body, 'code_verifier', 128);
  return answerFactor(ctx, body, (holder, minutes) => redeemMagicLink(holder, token, verifier, minutes));
};

/**
 * "Open your mail" links for EmailConfirmation. With a sender domain, each opens a search for
 * mail from it; without one, the inbox.
 */
export function mailLinks(senderDomain: string | undefined) {
  const domain = senderDomain ? encodeURIComponent(senderDomain) : '';
  return {
    gmail: domain ? `https://mail.google.com/mail/u/0/#search/from%3A%40${domain}+in%3Aanywhere` : 'https://mail.google.com/mail/u/0/#inbox',
    yahoo: domain ? `https://mail.yahoo.com/d/search/keyword=from%253A${domain}` : 'https://mail.yahoo.com/d/folders/1',
    outlook: domain ? `https://outlook.live.com/mail/0/inbox?search=from%3A${domain}` : 'https://outlook.live.com/mail/0/inbox',
  };
}

/** The sender domain to search for: the configured hint, else the project's only sender domain. */
export function senderDomainOf(domainHint: string | undefined, emailDomains: string[]): string | undefined {
  return domainHint || (emailDomains.length === 1 ? emailDomains[0] : undefined);
}

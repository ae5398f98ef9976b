import { ResendRow } from '../../ui/ResendRow';
import { LinkButton } from '../../ui/LinkButton';
import { Heading } from '../../ui/Container';
import { mailLinks, senderDomainOf } from '../../util/mailLinks';
import { useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import type { ScreenProps } from '../../login/screenProps';
import type { EmailMagicLinksConfig } from './options';
import type { EmailMagicLinksMain, EmailMagicLinksStep } from './send';
import { enEmailMagicLinks } from './strings';
import { useLazyTextStyles } from '../../ui/lazyStyles';

export function EmailConfirmation({ model, step }: ScreenProps<EmailMagicLinksStep, 'email-confirmation'>) {
  const t = useMessages(enEmailMagicLinks);
  useLazyTextStyles();
  const { email_domains } = model.bootstrap.value.data;
  const links = mailLinks(
    senderDomainOf((model.config as EmailMagicLinksConfig).emailMagicLinksOptions?.domainHint, Array.isArray(email_domains) ? email_domains : []),
  );
  return (
    <>
      <Heading>{t.checkEmail}</Heading>
      <p>{interpolate(t.emailSentTo, { email: step.email })}</p>
      <div className="aw-stack">
        <LinkButton href={links.gmail}>{t.openGmail}</LinkButton>
        <LinkButton href={links.yahoo}>{t.openYahoo}</LinkButton>
        <LinkButton href={links.outlook}>{t.openOutlook}</LinkButton>
        <ResendRow sentence={t.didntGetIt} action={t.tryAgain} onClick={() => void (model.products.emailMagicLinks as EmailMagicLinksMain | undefined)?.tryAgain()} />
      </div>
    </>
  );
}

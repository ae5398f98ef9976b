import { Confirmation } from '../../ui/Confirmation';
import { enEmailMagicLinks } from '../../i18n/en';
import { useMessages } from '../messages';

/** Reached by a magic-link token in the page's URL (PasswordConfirmation's texts, product-spec.md §4). */
export function LoginConfirmation() {
  const t = useMessages(enEmailMagicLinks);
  return <Confirmation header={t.loginSuccessHeader} text={t.loginSuccessText} />;
}

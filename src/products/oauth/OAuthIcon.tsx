import type { OAuthProviderType } from '../../contract/index';
import { OAUTH_ICONS } from './icons';
import { useOAuthStyles } from './styles';

/**
 * A provider's mark at 20 px, for its OAuth button. Decorative: the button's text names the
 * provider. Plain SVG elements and attributes only (no styles, no markup strings), so it renders
 * under a strict CSP and Trusted Types. The first icon drawn adds the group's styles ('Last used').
 */
export function OAuthIcon({ type }: { type: OAuthProviderType }) {
  useOAuthStyles();
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {OAUTH_ICONS[type].map(([fill, d], i) => (
        <path key={i} fill={fill} d={d} />
      ))}
    </svg>
  );
}

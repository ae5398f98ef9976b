import { useStyles } from '../../ui/StyleContext';
import { scopedStyles } from '../../ui/widgetSheet';

/**
 * The OAuth group's own styles: One Tap's content centred in its placeholder, 'Last used' on the
 * top edge of its button, the embedded prompt filling the placeholder's width, and One Tap's setup
 * message. The icon's box and the placeholder's height are in the main sheet, so the first paint
 * has them.
 */
const OAUTH_STYLES = scopedStyles(
  `& .aw-onetap{display:flex;flex-direction:column;align-items:center;justify-content:center;}& .aw-social{position:relative;}& .aw-badge{position:absolute;top:-9px;inset-inline-end:12px;padding:0 8px;font-size:12px;line-height:18px;font-weight:700;border-radius:9px;background:var(--aw-colors-primary);color:var(--aw-container-backgroundColor);}& .aw-onetap>slot>div,& .aw-onetap>slot{display:block;width:100%;}& .aw-onetap[hidden]{display:none;}& .aw-onetap>.aw-social,& .aw-onetap>p{align-self:stretch;}& .aw-onetap-why{margin:8px 0 0;font-size:14px;color:var(--aw-colors-error);}`,
);

export const useOAuthStyles = () => useStyles(OAUTH_STYLES);

import { useStyles } from '../../ui/StyleContext';
import { scopedStyles } from '../../ui/widgetSheet';

/**
 * The OAuth group's own styles: One Tap's content centred in its placeholder, 'Last used' on the
 * top edge of its button, the embedded prompt filling the placeholder's width, and One Tap's setup
 * message. The icon's box and the placeholder's height are in the main sheet, so the first paint
 * has them; the embedded prompt's room is here, as the OneTap component comes with this group.
 *
 * That room, 172 px, is held from the first paint (issue 37: the prompt replaced the 47 px
 * placeholder and pushed 'Continue with GitHub' down by the prompt's height less 47 px as the person may have been
 * about to tap it): a one-account prompt's height on the emulator's stand-in (143 px in a 400 px
 * card, 171 px at 320 px, where its note wraps). A taller prompt (more accounts) still pushes what
 * follows, by what it has beyond it. After Close, or a prompt that never showed, the Google button
 * takes the 47 px box again.
 */
const OAUTH_STYLES = scopedStyles(
  `& .aw-onetap{display:flex;flex-direction:column;align-items:center;justify-content:center;}& .aw-social{position:relative;}& .aw-badge{position:absolute;top:-9px;inset-inline-end:12px;padding:0 8px;font-size:12px;line-height:18px;font-weight:700;border-radius:9px;background:var(--aw-colors-primary);color:var(--aw-container-backgroundColor);}& .aw-onetap>slot>div,& .aw-onetap>slot{display:block;width:100%;}& .aw-onetap[hidden]{display:none;}& .aw-onetap>.aw-social,& .aw-onetap>p{align-self:stretch;}& .aw-onetap-why{margin:8px 0 0;font-size:14px;color:var(--aw-colors-error);}& .aw-onetap[data-prompt]{min-height:172px;}`,
);

export const useOAuthStyles = () => useStyles(OAUTH_STYLES);

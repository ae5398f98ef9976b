import { useStyles } from '../../ui/StyleContext';
import { scopedStyles } from '../../ui/widgetSheet';

/**
 * The password screens' own styles: the email in use and its 'Change' on one row (issue 37). A
 * long address wraps anywhere (the card's overflow-wrap) in its own column, so at 320 px it
 * neither overflows the card nor pushes 'Change' out; 'Change' keeps to the first line's baseline.
 */
const PASSWORD_STYLES = scopedStyles(
  `& .aw-account{display:flex;align-items:baseline;gap:12px;font-weight:600;}& .aw-account>bdi{flex:1;}`,
);

export const usePasswordStyles = () => useStyles(PASSWORD_STYLES);

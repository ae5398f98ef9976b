import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

/**
 * Text styles that only lazy screens use (secondary text, spacing, the check mark), kept out
 * of the main file: each chunk that renders them carries this text, and the sheet adds it once.
 */
const LAZY_TEXT = scopedStyles(
  `& .aw-success{color:var(--aw-colors-success);}& .aw-muted{color:var(--aw-colors-secondary);font-size:14px;}& [data-after]{margin-top:16px;}`,
);

export const useLazyTextStyles = () => useStyles(LAZY_TEXT);

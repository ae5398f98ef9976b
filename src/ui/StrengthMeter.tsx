import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

const STYLE = scopedStyles(`& .aw-strength{display:flex;flex-direction:column;gap:6px;font-size:14px;
& .aw-bar{display:flex;gap:4px;forced-color-adjust:none;}& .aw-bar span{flex:1;height:4px;border-radius:2px;background:var(--aw-container-borderColor);}
& .aw-bar span[data-on]{background:var(--aw-colors-success);}& .aw-bar[data-weak] span[data-on]{background:var(--aw-colors-error);}
& ul{margin:0;padding-left:18px;}& p{margin:0;}}`);

export interface StrengthMeterProps {
  id: string;
  label: string;
  /** zxcvbn: how many of the four segments to fill; undefined for LUDS. */
  segments?: number;
  /** Whether the password is acceptable (colours the bar). */
  valid: boolean;
  /** The lines to show: the warning, the LUDS requirements, the breached message. Plain text. */
  lines: string[];
}

/** The server's judgement of a password: a four-segment bar for zxcvbn, and the messages. */
export function StrengthMeter({ id, label, segments, valid, lines }: StrengthMeterProps) {
  useStyles(STYLE);
  return (
    <div id={id} className="aw-strength" part="strength" aria-live="polite">
      {segments !== undefined && (
        <div className="aw-bar" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={4} aria-valuenow={segments} data-weak={valid ? undefined : ''}>
          {[1, 2, 3, 4].map((segment) => (
            <span key={segment} data-on={segment <= segments ? '' : undefined} />
          ))}
        </div>
      )}
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

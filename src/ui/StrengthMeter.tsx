import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

// The bar's row and the room of the tallest answer are kept from the start, so the card keeps its
// height while the answers change as one types: `reserve` lies unseen under the answers, each of
// its lines as tall as the tallest of its forms, its text drawn by CSS, so it is in no page text
// that a search or a test finds. In forced colours the bar takes system colours: the theme's
// dark red on a black canvas would vanish.
const STYLE = scopedStyles(`& .aw-strength{display:flex;flex-direction:column;gap:6px;font-size:14px;
& .aw-bar{display:flex;gap:4px;forced-color-adjust:none;}& .aw-bar span{flex:1;height:4px;border-radius:2px;background:var(--aw-container-borderColor);}
& .aw-bar[hidden]{display:flex;visibility:hidden;}
& .aw-bar span[data-on]{background:var(--aw-colors-success);}& .aw-bar[data-weak] span[data-on]{background:var(--aw-colors-error);}
& .aw-lines{display:grid;min-height:2.8em;}& .aw-lines>*{grid-area:1/1;}& .aw-lines>[aria-hidden]{visibility:hidden;}& .aw-lines>[aria-hidden] li{display:grid;}& .aw-lines>[aria-hidden] span{grid-area:1/1;}
& [data-text]::before{content:attr(data-text);}& ul{margin:0;padding-inline-start:18px;}& p{margin:0;}& li[data-met]{list-style-type:"✓  ";}& li[data-met]::marker{color:var(--aw-colors-success);}
@media (forced-colors:active){& .aw-bar span{box-sizing:border-box;height:6px;background:Canvas;border:1px solid CanvasText;}& .aw-bar span[data-on],& .aw-bar[data-weak] span[data-on]{background:Highlight;border-color:Highlight;}}}`);

/** One line of the answer; a requirement (LUDS) says whether it is met. */
export interface StrengthLine {
  text: string;
  met?: boolean;
}

export interface StrengthMeterProps {
  id: string;
  label: string;
  /** zxcvbn: how many of the four segments to fill; undefined for LUDS and before the first answer. */
  segments?: number;
  /** Whether the shown answer calls the password acceptable (colours the bar). */
  valid: boolean;
  /** The bar's value in words ('Weak', 'Strong'): read instead of the bare segment count. */
  valueText: string;
  /** The lines to show: the LUDS requirements, the warning, the breached message, why Continue waits. Plain text. */
  lines: StrengthLine[];
  /** One sentence after the lines: that the password is acceptable, or else why not when no line says. In the polite live region, so it is announced. */
  status?: string;
  /** The room kept: each line the tallest answer brings, in each of its forms; never shown or read. */
  reserve: string[][];
}

/** The server's judgement of a password: a four-segment bar for zxcvbn, and the messages. */
export function StrengthMeter({ id, label, segments, valid, valueText, lines, status, reserve }: StrengthMeterProps) {
  useStyles(STYLE);
  const shown = segments !== undefined;
  return (
    <div className="aw-strength" part="strength" aria-live="polite">
      <div
        className="aw-bar"
        hidden={!shown}
        role={shown ? 'meter' : undefined}
        aria-label={shown ? label : undefined}
        aria-valuemin={shown ? 0 : undefined}
        aria-valuemax={shown ? 4 : undefined}
        aria-valuenow={segments}
        aria-valuetext={shown ? valueText : undefined}
        data-weak={valid ? undefined : ''}
      >
        {[1, 2, 3, 4].map((segment) => (
          <span key={segment} data-on={shown && segment <= segments ? '' : undefined} />
        ))}
      </div>
      <div className="aw-lines">
        <ul aria-hidden="true">
          {reserve.map((forms, line) => (
            <li key={line}>
              {forms.map((form) => (
                <span key={form} data-text={form} />
              ))}
            </li>
          ))}
        </ul>
        {/* `id` names the messages only: the field they describe reads them without the meter's label or number. */}
        <div id={id}>
          {lines.length > 0 && (
            <ul>
              {lines.map(({ text, met }) => (
                <li key={text} data-met={met ? '' : undefined}>
                  {text}
                </li>
              ))}
            </ul>
          )}
          {status && <p className={valid ? 'aw-success' : undefined}>{status}</p>}
        </div>
      </div>
    </div>
  );
}

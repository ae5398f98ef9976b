import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

export interface PhoneFieldProps {
  id: string;
  label: string;
  countryLabel: string;
  region: string;
  /** `example`: a number of that region in national form, shown as the placeholder. */
  countries: { region: string; dialCode: string; name: string; example?: string }[];
  value: string;
  onRegion(region: string): void;
  onInput(value: string): void;
  /** The number or the country picker took focus. */
  onFocus?(): void;
  invalid?: boolean;
  describedBy?: string;
}

// The closed select shows only the code and dial code ('US +1'), so a 320 px card keeps the number
// its room: the real select lies transparent over that text, and opens on the full names. Where
// even that leaves the number under 5em (200 % zoom of a 320 px screen), it takes a row of its own.
// The arrow's room is at the inline end, as the arrow is, so right to left it does not sit on the
// code. The chip takes the inputs' colours, as the number beside it does.
// The arrow is drawn with borders: a '▾' glyph sent the first layout to the system's font fallback
// (docs/performance.md). In forced colours its sides stay transparent and its colour is the text's.
const STYLE = scopedStyles(`& .aw-country{position:relative;flex:none;display:flex;align-items:center;padding-inline:10px 26px;background:var(--aw-inputs-backgroundColor);color:var(--aw-inputs-textColor);border:1px solid var(--aw-inputs-borderColor);border-radius:var(--aw-inputs-borderRadius);
&::after{content:"";position:absolute;inset-inline-end:10px;top:calc(50% - 2px);border:5px solid transparent;border-bottom:0;border-top-color:currentColor;forced-color-adjust:none;}
@media (forced-colors:active){&::after{border-top-color:CanvasText;}}
&:has(:focus-visible){outline:2px solid #000;outline-offset:2px;box-shadow:0 0 0 2px #fff;}
& select{position:absolute;inset:0;width:100%;max-width:none;opacity:0;}}
& .aw-phone{flex-wrap:wrap;& input{flex:1 1 5em;}}`);

/** A country selector (its code and dial code, the names when open) beside a national-format number input. */
export function PhoneField(props: PhoneFieldProps) {
  useStyles(STYLE);
  const selected = props.countries.find((country) => country.region === props.region);
  return (
    <div className="aw-field" part="field" data-invalid={props.invalid || undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="aw-row aw-phone">
        <div className="aw-country" part="country">
          <span aria-hidden="true">{selected && `${selected.region} +${selected.dialCode}`}</span>
          <select
            part="select"
            aria-label={props.countryLabel}
            value={props.region}
            onFocus={props.onFocus}
            onChange={(event) => props.onRegion((event.target as HTMLSelectElement).value)}
          >
            {props.countries.map((country) => (
              <option key={country.region} value={country.region}>
                {`${country.name} +${country.dialCode}`}
              </option>
            ))}
          </select>
        </div>
        <input
          part="input"
          id={props.id}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={32}
          placeholder={selected?.example}
          value={props.value}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onFocus={props.onFocus}
          onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
        />
      </div>
    </div>
  );
}

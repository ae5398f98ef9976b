
export interface PhoneFieldProps {
  id: string;
  label: string;
  countryLabel: string;
  region: string;
  countries: { region: string; dialCode: string; name: string }[];
  value: string;
  onRegion(region: string): void;
  onInput(value: string): void;
  invalid?: boolean;
  describedBy?: string;
}

/** A country selector (region name and dial code) beside a national-format number input. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <div className="aw-field" part="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="aw-row">
        <select
          part="select"
          aria-label={props.countryLabel}
          value={props.region}
          onChange={(event) => props.onRegion((event.target as HTMLSelectElement).value)}
        >
          {props.countries.map((country) => (
            <option key={country.region} value={country.region}>
              {`+${country.dialCode} ${country.name}`}
            </option>
          ))}
        </select>
        <input
          part="input"
          id={props.id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={32}
          value={props.value}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
        />
      </div>
    </div>
  );
}

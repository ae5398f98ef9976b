import type { TextSegment } from '../util/textLinks';

/** Text whose provider links are anchors; every part renders as text (X1, X2). */
function RichText({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.href ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export interface BannerProps {
  id?: string;
  segments: TextSegment[] | null;
  /** A neutral note, in the text's colour and a status, not a red alert (a cancelled sign-in, issue 37). */
  info?: boolean;
}

/**
 * An error banner in a live region that is always present, so screen readers announce the message
 * assertively, as an alert, when it appears. (Successes are screens or toasts.)
 */
export function Banner({ id, segments, info }: BannerProps) {
  const tone = info ? 'info' : 'error';
  return (
    <div id={id} aria-live="assertive" aria-atomic="true">
      {segments && (
        <p part={`banner banner-${tone}`} className={`aw-banner aw-banner-${tone}`} role={info ? 'status' : 'alert'}>
          <RichText segments={segments} />
        </p>
      )}
    </div>
  );
}

/**
 * A spinner: 25 px wide, stroke 2 (docs/spec/product.md §9; 16 px as the floating indicator). Its label
 * is text that the ring hides from sight, so a live region around it (Floating) reads it out.
 */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="aw-spinner" aria-hidden={label ? undefined : true} part="spinner">
      {label}
    </span>
  );
}


import { Heading } from './Container';
import { useLazyTextStyles } from './lazyStyles';
/** A success screen: a check mark, a heading and one line of text. */
export function Confirmation({ header, text }: { header: string; text: string }) {
  useLazyTextStyles();
  return (
    <div className="aw-center">
      <svg className="aw-success" width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
      </svg>
      <Heading>{header}</Heading>
      <p>{text}</p>
    </div>
  );
}

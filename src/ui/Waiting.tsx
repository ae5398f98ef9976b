import { Spinner } from './Feedback';

/** A screen that is only waiting: its heading and a spinner that says the same. */
export function Waiting({ heading }: { heading: string }) {
  return (
    <div className="aw-center">
      <h1 tabIndex={-1}>{heading}</h1>
      <Spinner label={heading} />
    </div>
  );
}

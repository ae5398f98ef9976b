import { useCss } from './CssContext';

const PROGRESS = `height:4px;border-radius:2px;background:var(--aw-container-borderColor);overflow:hidden;
& span{display:block;height:100%;width:40%;background:var(--aw-colors-primary);animation:aw-progress 1.2s ease-in-out infinite;}
@keyframes aw-progress{0%{transform:translateX(-100%);}100%{transform:translateX(250%);}}`;

export function ProgressBar({ label }: { label: string }) {
  const css = useCss();
  return (
    <div className={css(PROGRESS)} role="progressbar" aria-label={label} part="progress">
      <span />
    </div>
  );
}

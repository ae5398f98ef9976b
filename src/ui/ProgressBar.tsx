import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

// With reduced motion the bar fills the track and fades slowly, so it reads as busy, never as a
// stalled 40 %; a fade moves nothing across the screen. In forced colours the bar takes system colours, the track a border: the theme's colours could
// match the forced canvas and vanish.
const PROGRESS = scopedStyles(`& .aw-progress{height:4px;border-radius:2px;background:var(--aw-container-borderColor);overflow:hidden;forced-color-adjust:none;
& span{display:block;height:100%;width:40%;background:var(--aw-colors-primary);animation:aw-progress 1.2s ease-in-out infinite;}
@keyframes aw-progress{0%{transform:translateX(-100%);}100%{transform:translateX(250%);}}}
@media (prefers-reduced-motion:reduce){& .aw-progress span{width:100%;animation:aw-fade 1s infinite alternate!important;}}
@media (forced-colors:active){& .aw-progress{box-sizing:border-box;height:6px;background:Canvas;border:1px solid CanvasText;}& .aw-progress span{background:Highlight;}}`);

export function ProgressBar({ label }: { label: string }) {
  useStyles(PROGRESS);
  return (
    <div className="aw-progress" role="progressbar" aria-label={label} part="progress">
      <span />
    </div>
  );
}

/** What the frame check reads of a window; a test passes its own. */
export interface FrameView {
  top: unknown;
  self: unknown;
  location: { origin: string; ancestorOrigins?: { length: number; [index: number]: string } };
}

/**
 * True when the widget runs inside a frame of another origin (P10, clickjacking): the top's
 * origin cannot be read (another origin throws) or differs, or any ancestor's origin differs where
 * the browser lists them (a same-origin top can still hold a foreign frame around us).
 */
export function framedByOtherOrigin(view: FrameView = window as unknown as FrameView): boolean {
  try {
    if (view.top === view.self) return false;
    const origin = view.location.origin;
    if ((view.top as { location: { origin: string } }).location.origin !== origin) return true;
    const ancestors = view.location.ancestorOrigins;
    for (let index = 0; ancestors && index < ancestors.length; index++) if (ancestors[index] !== origin) return true;
    return false;
  } catch {
    return true;
  }
}

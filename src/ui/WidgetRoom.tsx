import type { ReactNode } from 'react';
import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

const ROOM_STYLES = scopedStyles(`& .aw-room{display:flex;flex-direction:column;}`);

/**
 * A whole-widget chunk's screens, in the room the main file's 'Loading' card kept for them
 * (mount.tsx `roomOf`, its height in ui/styles.ts), so the card does not grow when the chunk
 * draws the widget and the host's page below stays put. A form sits at the top, any room it leaves
 * falling above the footer. A screen that only waits, confirms or says why the widget cannot be
 * used starts at the top too, as every other screen does, not centred with empty room above its
 * heading (issue 37). A taller screen grows past the room.
 */
export function WidgetRoom({ room, children }: { room: 'resetPassword' | 'passkeyRegistration' | 'identityProvider' | 'idpLogout'; children: ReactNode }) {
  useStyles(ROOM_STYLES);
  return <div className={`aw-room aw-${room}`}>{children}</div>;
}

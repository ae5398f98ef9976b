import type { ReactNode } from 'react';
import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

const ROOM_STYLES = scopedStyles(`& .aw-room{display:flex;flex-direction:column;}`);

/**
 * A whole-widget chunk's screens, in the room the main file's 'Loading' card kept for them
 * (mount.tsx `roomOf`, its height in ui/styles.ts), so the card does not grow when the chunk
 * draws the widget and the host's page below stays put. A form sits at the top, any room it leaves
 * falling above the footer; a screen that only waits, confirms or says why the widget cannot be
 * used is `centred`, as the 'Loading' it replaces was. A taller screen grows past the room.
 */
export function WidgetRoom({ room, centred, children }: { room: 'resetPassword' | 'passkeyRegistration' | 'identityProvider' | 'idpLogout'; centred: boolean; children: ReactNode }) {
  useStyles(ROOM_STYLES);
  return <div className={`aw-room aw-${room}${centred ? ' aw-wait' : ''}`}>{children}</div>;
}

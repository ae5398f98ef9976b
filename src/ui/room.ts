/**
 * The class holding the room of a whole-widget chunk's first screen (heights in ui/styles.ts), for
 * the main file's 'Loading' card; the chunk that draws in it passes the same to WidgetRoom.tsx. The
 * identity-provider widget's first screen depends on the page's query (its model's `flow` reads it
 * the same way): a logout question (209 px at 320 px) is much shorter than a consent screen.
 */
export const roomOf = (group: string) =>
  `aw-${group == 'identityProvider' && new URLSearchParams(location.search).has('post_logout_redirect_uri') ? 'idpLogout' : group}`;

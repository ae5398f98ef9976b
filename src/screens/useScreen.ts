import { useContext, useEffect, useState, type ComponentType } from 'react';
import { ScreenLoaderContext, type ScreenEntry } from './groups';

/** The groups whose screens render at once; the root adds a group it has waited for before the first render. */
export const loadedGroups = new Map<string, object>();

/**
 * The component for a registry entry: at once when it is in the main file or its group has
 * loaded, else `undefined` until the group arrives (or `null` when it cannot be loaded).
 */
export function useScreen<P>(entry: ScreenEntry<P>): ComponentType<P> | undefined | null {
  const load = useContext(ScreenLoaderContext);
  const group = 'group' in entry ? entry.group : undefined;
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    if (!group || loadedGroups.has(group)) return;
    let live = true;
    load(group).then(
      (module) => {
        loadedGroups.set(group, module);
        if (live) setVersion((version) => version + 1);
      },
      () => live && setFailed(group),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader is the mount's, fixed for its life
  }, [group]);

  if ('Screen' in entry) return entry.Screen;
  const module = loadedGroups.get(entry.group) as Record<string, ComponentType<P>> | undefined;
  if (module) return module[entry.name];
  return failed === entry.group ? null : undefined;
}

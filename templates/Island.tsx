/** An island on the server: its HTML inside a marker that islands/boot.ts hydrates. */
import type { ComponentProps, ComponentType } from 'react';
import { islands, type IslandName } from '../islands';
import { useSite } from './context';

export type HydrateWhen = 'load' | 'idle' | 'visible';

interface Props<N extends IslandName> {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  /** When the browser should make it interactive. */
  when?: HydrateWhen;
}

/**
 * Renders an island's HTML on the server inside a marker that carries its
 * name and props, for islands/boot.ts to hydrate. The marker has
 * display: contents, so it does not change the layout.
 */
export function Island<N extends IslandName>({ name, props, when = 'load' }: Props<N>) {
  const { eagerIslands } = useSite();
  if (when === 'load') eagerIslands.add(name);
  // Each name's props are checked at the call site; here the map is indexed generically.
  const Component = islands[name] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <div data-island={name} data-when={when} data-props={JSON.stringify(props)} className="contents">
      <Component {...(props as Record<string, unknown>)} />
    </div>
  );
}

/** An island on the server: its HTML inside a marker that islands/boot.ts hydrates. */
import type { ComponentType } from 'react';
import { useSite } from './context';

export type HydrateWhen = 'load' | 'idle' | 'visible';

interface Props<P> {
  /** The island's name: its file name in islands/ (islands/KitOptions.tsx is "KitOptions"). */
  name: string;
  /** The island's component, the default export of that file. */
  component: ComponentType<P>;
  props: NoInfer<P>;
  /** When the browser should make it interactive. */
  when?: HydrateWhen;
  /**
   * Props the component renders on the server and reads back from its own
   * HTML in the browser: left out of the marker, so the page does not carry
   * them twice. The component must cope with their absence when it hydrates.
   */
  serverOnly?: Array<keyof NoInfer<P>>;
}

/**
 * Renders an island's HTML on the server inside a marker that carries its
 * name and props, for islands/boot.ts to hydrate. The marker has
 * display: contents, so it does not change the layout. A name that is no
 * island's file stops the build (the page's scripts are checked against the
 * bundle, scripts/assets/asset-report.ts).
 */
export function Island<P>({ name, component, props, when = 'load', serverOnly = [] }: Props<P>) {
  const { eagerIslands } = useSite();
  if (when === 'load') eagerIslands.add(name);
  // The props are checked against the component at the call site; here it is rendered generically.
  const Component = component as unknown as ComponentType<Record<string, unknown>>;
  const sent = Object.fromEntries(
    Object.entries(props as Record<string, unknown>).filter(([key]) => !serverOnly.includes(key as keyof P)),
  );
  return (
    <div data-island={name} data-when={when} data-props={JSON.stringify(sent)} className="contents">
      <Component {...(props as Record<string, unknown>)} />
    </div>
  );
}

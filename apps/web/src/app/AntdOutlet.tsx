import { use, type ComponentType, type ReactNode } from 'react';
import { useMatches, useOutlet, type RouteObject } from 'react-router';
import { loadAllTexts } from '../lib/i18n';
import { isRouteHandle } from '../lib/route-handle';

type Config = ComponentType<{ children: ReactNode }>;
let Loaded: Config | null = null;
let loading: Promise<Config> | null = null;

/**
 * What every screen but the plain ones needs besides its own code: antd's ConfigProvider (lib/AntdConfig.tsx) and
 * the rest of the texts (lib/i18n.ts). Loaded with the first such screen's route.
 */
export function loadAntdConfig(): Promise<Config> {
  loading ??= Promise.all([import('../lib/AntdConfig'), loadAllTexts()]).then(([m]) => (Loaded = m.AntdConfig));
  return loading;
}

function AntdScope({ children }: { children: ReactNode }) {
  // Loaded with the route (withAntdConfig below): the same tree on every render, no suspense.
  const Config = Loaded ?? use(loadAntdConfig());
  return <Config>{children}</Config>;
}

/**
 * A layout's outlet inside antd's ConfigProvider, except for screens drawn without antd (their
 * route's handle says `plain`, e.g. the home page): those render before antd's code has loaded.
 */
export function AntdOutlet() {
  const outlet = useOutlet();
  const plain = useMatches().some((m) => isRouteHandle(m.handle) && m.handle.plain);
  return plain ? outlet : <AntdScope>{outlet}</AntdScope>;
}

/** Every lazy route not marked `plain` loads the ConfigProvider's chunk and the rest of the texts with its own code. */
export function withAntdConfig(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const plain = isRouteHandle(route.handle) && route.handle.plain;
    const lazy = route.lazy;
    const next: RouteObject = { ...route };
    if (typeof lazy === 'function' && !plain) next.lazy = async () => (await Promise.all([lazy(), loadAntdConfig()]))[0];
    if (route.children) next.children = withAntdConfig(route.children);
    return next as RouteObject;
  });
}

/** The parts of Decap CMS's packages that app/vendor.ts registers, which ship no types of their own. */
type DecapBackendClass = new (...args: never[]) => unknown;
interface DecapWidgetPackage {
  Widget(options?: Record<string, unknown>): import('decap-cms-core').CmsWidgetParam;
}

declare module 'decap-cms-backend-git-gateway' {
  export const GitGatewayBackend: DecapBackendClass;
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: DecapBackendClass;
}
declare module 'decap-cms-backend-gitlab' {
  export const GitLabBackend: DecapBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: DecapBackendClass;
}
declare module 'decap-cms-backend-test' {
  export const TestBackend: DecapBackendClass;
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}
declare module 'decap-cms-widget-boolean' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-image' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-list' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-markdown' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-number' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-object' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-select' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-string' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-text' {
  const widget: DecapWidgetPackage;
  export default widget;
}

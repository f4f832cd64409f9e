/** The names the build writes at the top of the output folder, which no page or old address may take. */

/** What the build writes at the top of the output folder, by name. */
const BUILD_OUTPUTS: Readonly<Record<string, string>> = {
  assets: "the site's scripts and styles (assets/)",
  admin: 'the web editor (admin/)',
  images: "the site's pictures (images/)",
  'sitemap.xml': 'the sitemap for search engines (sitemap.xml)',
  'robots.txt': 'the rules for search engines (robots.txt)',
  _headers: "the web server's headers file (_headers)",
  _redirects: "the web server's redirects file (_redirects)",
  'favicon.ico': "the site's icon (favicon.ico)",
  '404.html': 'the "page not found" page (404.html)',
  'og-image.jpg': 'the picture shown when a page is shared (og-image.jpg)',
  'apple-touch-icon.png': 'the icon of the site on phones (apple-touch-icon.png)',
};

/** What the build writes at the top of the output folder under this name (`assets`, `sitemap.xml`…), if anything. */
export function buildOutputNamed(name: string): string | undefined {
  // biome-ignore lint/suspicious/noPrototypeBuiltins: the web editor runs this too, in browsers that may lack Object.hasOwn
  return Object.prototype.hasOwnProperty.call(BUILD_OUTPUTS, name) ? BUILD_OUTPUTS[name] : undefined;
}

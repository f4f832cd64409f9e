/** The page's <head>: title, description, canonical and social-sharing tags, styles and scripts. */
import { useHref, useSite } from '../context';
import { siteUrl } from '../model/url';
import { EARLY_INPUT_SCRIPT, MODULES_ATTRIBUTE, STYLESHEET_ATTRIBUTE } from './early-input';
import { REFERRER_POLICY } from './referrer-policy';
import { StructuredData } from './StructuredData';

interface Props {
  /** Module URLs to preload for islands that hydrate on load. */
  preloads: string[];
  /** The Content-Security-Policy for the page's meta tag, as the build sets it for the site. */
  contentSecurityPolicy: string;
}

/** Title, description, canonical link and social-sharing tags of the page. */
export function Head({ preloads, contentSecurityPolicy }: Props) {
  const { model, page, assets, firstScreenCss } = useSite();
  const { site } = model;
  const title = `${page.title} | ${site.name}`;
  const url = siteUrl(site.url, page.route);
  const og = page.data.og;
  const href = useHref();
  return (
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy} />
      <meta name="referrer" content={REFERRER_POLICY} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {page.route !== '/404' && <link rel="canonical" href={url} />}
      {!page.data.sitemap && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={og.title ?? title} />
      <meta property="og:description" content={og.description ?? page.description} />
      <meta property="og:image" content={siteUrl(site.url, og.image ?? site.ogImage)} />
      <meta property="og:url" content={url} />
      {!og.image && <meta property="og:image:width" content="1200" />}
      {!og.image && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#0b4f5c" />
      <link rel="icon" href={href('/favicon.ico')} sizes="32x32" />
      <link rel="icon" href={href('/favicon.svg')} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={href('/apple-touch-icon.png')} />
      {firstScreenCss === undefined ? (
        <link rel="stylesheet" href={href(assets.css)} />
      ) : (
        // The first screen's rules; the early-input script links the stylesheet once it is painted (./FirstScreenEnd.tsx).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rules of the site's own stylesheet, allowed by their hash in the policy
        <style dangerouslySetInnerHTML={{ __html: firstScreenCss }} />
      )}
      {/* Keeps the inputs that come first; links the stylesheet and loads the modules once the first screen is painted (./early-input.ts). */}
      <script
        {...{ [MODULES_ATTRIBUTE]: [assets.boot, ...preloads].map(href).join(' ') }}
        {...(firstScreenCss === undefined ? {} : { [STYLESHEET_ATTRIBUTE]: href(assets.css) })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this project, allowed by its hash in the policy
        dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }}
      />
      <StructuredData />
    </head>
  );
}

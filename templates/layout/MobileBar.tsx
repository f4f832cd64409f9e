/** The sticky bar of small screens, and the room kept for it at the end of the page. */
import { useSite } from '../context';
import { Island } from '../Island';
import StickyBar from '../../islands/site-wide/StickyBar';
import { phoneHref, phoneText } from '../ui/phone';

/**
 * Classes of the room kept at the end of the page on small screens: the
 * height of the bar, or of the floating chat button with its margin
 * (4.5rem) where the bar has not shown, whichever is taller. Without
 * JavaScript it comes after the bar, which is then in the flow.
 */
export const MOBILE_BAR_ROOM = 'box-content h-19 pb-[env(safe-area-inset-bottom)] md:hidden';

const linkClass =
  'flex h-12 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-base font-semibold text-white';

/**
 * The bottom bar of small screens: a call link and a chat link. It is fixed
 * and slides in (no layout shift) once the StickyBar island sets
 * data-sticky-bar="shown" on <html>, and steps aside while a form is on
 * screen (.mobile-bar in site.css). SiteLayout keeps room for it below the
 * footer (MOBILE_BAR_ROOM). Without JavaScript it cannot know the scroll,
 * so it is a plain strip at the end of the page, covering nothing.
 */
export function MobileBar() {
  const { model, page } = useSite();
  const { contact, chat } = model.site;
  return (
    <>
      <div
        id="mobile-bar"
        className="invisible fixed inset-x-0 bottom-0 z-40 box-content flex h-16 translate-y-full items-center gap-3 bg-white px-4 pb-[env(safe-area-inset-bottom)] opacity-0 shadow-[0_-1px_0_var(--color-ink-100),0_-4px_12px_rgb(0_0_0/0.08)] transition-[translate,opacity,visibility] duration-300 in-data-[sticky-bar=shown]:visible in-data-[sticky-bar=shown]:translate-y-0 in-data-[sticky-bar=shown]:opacity-100 motion-reduce:transition-none mobile-bar noscript:static noscript:visible noscript:translate-y-0 noscript:opacity-100 md:hidden"
      >
        <a href={phoneHref(contact.phone)} className={`${linkClass} bg-brand-700 hover:bg-brand-800`}>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />
          </svg>
          {/* Non-breaking spaces: a phone link's text never wraps. */}
          <span>{'Call\u00a0us'}</span>
          <span className="sr-only">{`\u00a0${phoneText(contact.phone)}`}</span>
        </a>
        <a
          href={chat.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} bg-whatsapp-dark hover:bg-brand-900`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-5 w-5" fill="currentColor">
            <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2a8.2 8.2 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2z" />
          </svg>
          {chat.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <Island
        name="StickyBar"
        component={StickyBar}
        when="idle"
        props={{ after: page.route === '/' ? 'hero' : 'screen' }}
      />
    </>
  );
}

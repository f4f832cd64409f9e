/** The floating chat button of every page. */
import { useSite } from '../context';

/**
 * The floating chat button on every page, with a pulse that stops under
 * reduced motion. On small screens one chat link shows at a time: the
 * button gives way to the sticky bar, which has its own, while the bar
 * shows (the bar sets data-sticky-bar on <html>); and it steps aside while
 * a form is on screen (.chat-fab in site.css), where it would cover the
 * fields. Room for it is kept below the footer, so it covers nothing at
 * the end of a page.
 */
export function ChatButton() {
  const { chat } = useSite().model.site;
  return (
    <a
      href={chat.url}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-4 right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-[opacity,visibility] duration-300 hover:bg-whatsapp-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-whatsapp motion-reduce:transition-none max-md:in-data-[sticky-bar=shown]:invisible max-md:in-data-[sticky-bar=shown]:opacity-0 chat-fab md:bottom-6 md:right-6"
    >
      <span
        className="absolute inset-0 rounded-full bg-whatsapp opacity-60 motion-safe:animate-ping motion-reduce:hidden"
        aria-hidden="true"
      />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="relative h-7 w-7" fill="currentColor">
        <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2a8.2 8.2 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.12-.16.25-.64.8-.78.97-.15.16-.29.18-.54.06a6.7 6.7 0 01-3.35-2.93c-.25-.43.25-.4.72-1.34.08-.16.04-.3-.02-.42l-.76-1.82c-.2-.48-.4-.41-.56-.42h-.48a.92.92 0 00-.66.31 2.8 2.8 0 00-.87 2.07 4.85 4.85 0 001.02 2.58 11.1 11.1 0 004.25 3.75c1.59.68 2.2.74 3 .62a2.55 2.55 0 001.68-1.18 2.1 2.1 0 00.14-1.18c-.06-.1-.22-.16-.47-.29z" />
      </svg>
      <span className="sr-only">{`Chat with us on ${chat.label} (opens in a new tab)`}</span>
    </a>
  );
}

/** The site footer. */
import { EmailAddress } from '../ui/EmailAddress';
import { useHref, useSite } from '../context';
import { Icon } from '../ui/Icon';
import { streetAddress } from '../ui/contact';
import { SocialIcon } from './SocialIcon';
import { phoneHref, phoneText } from '../ui/phone';

const headingClass = 'text-sm font-semibold tracking-wide text-white';
const linkClass = 'text-brand-100 hover:text-white hover:underline';

/** Site footer: company, quick links, contact details, services, legal links. */
export function Footer() {
  const { model, year } = useSite();
  const href = useHref();
  const { site, groups } = model;
  const { contact } = site;
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_0.8fr_1.5fr_1fr] lg:px-8">
        <div>
          <a href={href('/')} className="inline-block rounded-md">
            <img
              src={href('/images/logo-light.svg')}
              width={180}
              height={40}
              alt={`${site.name}, home`}
              className="h-10 w-auto"
              loading="lazy"
            />
          </a>
          <p className="mt-4 text-sm leading-relaxed">{site.tagline}</p>
          <ul className="mt-5 flex gap-2">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-ink-950"
                >
                  <SocialIcon network={profile.network} />
                  <span className="sr-only">{`${site.name} on ${profile.network} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {site.navigation.quickLinks.map((link) => (
              <li key={link.href}>
                <a href={href(link.href)} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="phone" className="h-5 w-5 text-accent-400" />
              <a href={phoneHref(contact.phone)} className={linkClass}>
                {phoneText(contact.phone)}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="mail" className="h-5 w-5 text-accent-400" />
              <a href={`mailto:${contact.email}`} className={`${linkClass} break-words`}>
                <EmailAddress email={contact.email} />
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="pin" className="h-5 w-5 text-accent-400" />
              <span>{streetAddress(contact)}</span>
            </p>
            <p className="flex gap-2">
              <Icon name="clock" className="h-5 w-5 text-accent-400" />
              <span>{contact.hours.short}</span>
            </p>
          </address>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Our Services
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {groups.map((group) => {
              const first = group.pages[0];
              return first ? (
                <li key={group.id}>
                  <a href={href(first.route)} className={linkClass}>
                    {group.data.title}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:pb-22 md:items-center md:justify-between lg:px-8">
          <p>{`© ${year} ${site.name}. All rights reserved.`}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {site.navigation.legal.map((link) => (
                <li key={link.href}>
                  <a href={href(link.href)} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** The `contact-cards` block: the company's contact details from site.yaml, as cards. */
import { EmailAddress } from '../../ui/EmailAddress';
import type { ReactNode } from 'react';
import type { BlockOf } from '../../model/blocks';
import { useSite } from '../../context';
import { CardGrid } from '../../ui/CardGrid';
import { Icon, type UiIconName } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { streetAddress } from '../../ui/contact';
import { phoneHref, phoneText } from '../../ui/phone';

type Detail = BlockOf<'contact-cards'>['cards'][number]['show'];

const icons: Record<Detail, UiIconName> = { email: 'mail', phone: 'phone', address: 'pin', hours: 'clock' };
const linkClass = '[overflow-wrap:anywhere] font-medium text-brand-700 underline-offset-4 hover:underline';

/** Cards with the company's contact details, taken from site.yaml. */
export function ContactCards({ block }: { block: BlockOf<'contact-cards'> }) {
  const { contact } = useSite().model.site;
  const values: Record<Detail, ReactNode> = {
    email: (
      <a href={`mailto:${contact.email}`} className={`break-words ${linkClass}`}>
        <EmailAddress email={contact.email} />
      </a>
    ),
    phone: (
      <a href={phoneHref(contact.phone)} className={linkClass}>
        {phoneText(contact.phone)}
      </a>
    ),
    address: `${streetAddress(contact)}, ${contact.address.country}`,
    hours: contact.hours.long,
  };
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro} centered>
      <CardGrid count={block.cards.length}>
        {block.cards.map((card) => (
          <li
            key={card.show}
            className="flex flex-col items-center rounded-2xl border border-ink-100 bg-white px-4 py-6 text-center shadow-sm"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={icons[card.show]} />
            </span>
            <h3 className="mt-4 font-semibold text-ink-900">{card.label}</h3>
            <p className="mt-1 text-[0.9375rem] text-balance text-ink-600">{values[card.show]}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The office's contact details, as a card. */
import type { ReactNode } from 'react';
import { EmailAddress } from './EmailAddress';
import { Icon, type UiIconName } from './Icon';
import { useSite } from '../context';
import { streetAddress } from './contact';
import { phoneHref, phoneText } from './phone';

const linkClass = 'text-brand-700 underline-offset-2 hover:underline';

function Row({ icon, label, children }: { icon: UiIconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon name={icon} className="h-5 w-5 text-brand-700" />
      <span>
        <span className="block font-medium text-ink-900">{label}</span>
        {children}
      </span>
    </li>
  );
}

/** Email, phone and address of the office, as a card. */
export function ContactCard({ heading = 'Contact Us', children }: { heading?: string; children?: ReactNode }) {
  const { contact } = useSite().model.site;
  return (
    <div className="rounded-2xl border border-ink-100 bg-brand-50 p-6">
      <h2 className="text-lg font-semibold text-brand-900">{heading}</h2>
      <ul className="mt-4 space-y-4 text-sm">
        <Row icon="mail" label="Email">
          <a href={`mailto:${contact.email}`} className={`break-words ${linkClass}`}>
            <EmailAddress email={contact.email} />
          </a>
        </Row>
        <Row icon="phone" label="Phone">
          <a href={phoneHref(contact.phone)} className={linkClass}>
            {phoneText(contact.phone)}
          </a>
        </Row>
        <Row icon="pin" label="Office">
          <span className="text-ink-700">{streetAddress(contact)}</span>
        </Row>
      </ul>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useSite } from '../context';
import { Icon } from './Icon';
import { streetAddress } from './contact';
import { phoneHref, phoneText } from './phone';

/** Email, phone and address of the office, as a card. */
export function ContactCard({ heading = 'Contact Us', children }: { heading?: string; children?: ReactNode }) {
  const { contact } = useSite().model.site;
  const address = streetAddress(contact);
  return (
    <div className="rounded-2xl border border-ink-100 bg-brand-50 p-6">
      <h2 className="text-lg font-semibold text-brand-900">{heading}</h2>
      <ul className="mt-4 space-y-4 text-sm">
        <li className="flex gap-3">
          <Icon name="mail" className="h-5 w-5 text-brand-700" />
          <span>
            <span className="block font-medium text-ink-900">Email</span>
            <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">{contact.email}</a>
          </span>
        </li>
        <li className="flex gap-3">
          <Icon name="phone" className="h-5 w-5 text-brand-700" />
          <span>
            <span className="block font-medium text-ink-900">Phone</span>
            <a href={phoneHref(contact.phone)} className="text-brand-700 underline-offset-2 hover:underline">{phoneText(contact.phone)}</a>
          </span>
        </li>
        <li className="flex gap-3">
          <Icon name="pin" className="h-5 w-5 text-brand-700" />
          <span>
            <span className="block font-medium text-ink-900">Office</span>
            <span className="text-ink-700">{address}</span>
          </span>
        </li>
      </ul>
      {children}
    </div>
  );
}

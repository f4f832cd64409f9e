/** The office address of site.yaml as one line. */
import type { Site } from '../model/site';

export const streetAddress = (contact: Site['contact']) =>
  `${contact.address.street}, ${contact.address.suburb}, ${contact.address.city}`;

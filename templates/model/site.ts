/** content/site.yaml: the company, its contact details, navigation and form endpoints. */
import * as z from 'zod';
import { addRuleIssue, checkUnique, externalUrl, href, link, onceFieldsValid, text } from './common';
import {
  callingCodeOf,
  internationalForm,
  isLocalNumber,
  PHONE,
  PHONE_RULE,
  whatsAppMistake,
  whatsAppRule,
} from './phone';
import { redirects } from './redirects';

/** A time of day on the 24-hour clock, 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const groupReference = z
  .strictObject({ group: text('The folder name of a service group under content/pages/, like compliance.') })
  .describe('A menu of all pages of one service group.');

/** A list of links where each page is listed once. */
const uniqueLinks = <T extends z.ZodType<Array<{ href: string }>>>(list: T) =>
  list.superRefine((links, ctx) =>
    checkUnique(
      ctx,
      links,
      (item) => item.href,
      (index) => [index, 'href'],
      (href) => ({
        title: 'Repeated entry',
        expected: 'each page once in the menu',
        hint: `The menu already has a link to ${href}: remove this one.`,
      }),
    ),
  );

const navigation = z
  .strictObject({
    header: z
      .array(z.union([link, groupReference]))
      .min(1)
      .superRefine((items, ctx) =>
        // A group's id never starts with / as a link does: one list of keys holds both.
        checkUnique(
          ctx,
          items,
          (item) => ('group' in item ? item.group : item.href),
          (index, item) => [index, 'group' in item ? 'group' : 'href'],
          (key) => ({
            title: 'Repeated entry',
            expected: key.startsWith('/') ? 'each page once in the menu' : 'each group once in the menu',
            hint: `The menu already has ${key.startsWith('/') ? `a link to ${key}` : `the group "${key}"`}: remove this one.`,
          }),
        ),
      )
      .describe('Links of the top menu, in order. A "group:" entry becomes a drop-down of that group\'s pages.'),
    cta: link.describe('The highlighted button at the right of the top menu.'),
    quickLinks: uniqueLinks(z.array(link).min(1)).describe('The "Quick Links" column of the footer.'),
    legal: uniqueLinks(z.array(link).min(1)).describe(
      'Links at the foot of every page (privacy, terms, cookies, site map).',
    ),
  })
  .describe('Menus of the header and footer.');

const contact = z
  .strictObject({
    phone: z
      .string()
      .trim()
      .regex(PHONE, PHONE_RULE)
      .describe('Phone number as people read it, like +263 78 123 4567 (an extension as ext. 12).'),
    email: z.email('an email address like hello@example.co.zw').describe('Email address for enquiries.'),
    address: z
      .strictObject({
        street: text('Street and number.'),
        suburb: text('Suburb, like Mt Pleasant.'),
        city: text('City, like Harare.'),
        country: text('Country, like Zimbabwe.'),
      })
      .describe('Street address of the office.'),
    hours: z
      .strictObject({
        short: text('Opening hours in short, for the footer, like Mon–Fri 8AM–5PM.'),
        long: text('Opening hours in full, for contact cards, like Mon - Fri 8:00 AM - 5:00 PM.'),
        days: z
          .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
          .min(1)
          .describe('Days the office is open, for search engines.'),
        opens: z
          .string()
          .regex(TIME, 'a time like 08:00, from 00:00 to 23:59')
          .describe('Opening time, 24-hour clock, like 08:00.'),
        closes: z
          .string()
          .regex(TIME, 'a time like 17:00, from 00:00 to 23:59')
          .describe('Closing time, 24-hour clock, like 17:00.'),
      })
      .superRefine(
        (hours, ctx) => {
          checkUnique(
            ctx,
            hours.days,
            (day) => day,
            (index) => ['days', index],
            (day) => ({
              title: 'Repeated entry',
              expected: 'each day once',
              hint: `Remove the second ${day}.`,
            }),
          );
          // Times written wrong are reported by their own field; the order is checked once both are times.
          if (TIME.test(hours.opens) && TIME.test(hours.closes) && hours.closes <= hours.opens) {
            addRuleIssue(ctx, ['closes'], hours.closes, {
              title: 'Opening hours out of order',
              expected: `a closing time after the opening time (${hours.opens})`,
              hint: 'Use the 24-hour clock: 5 PM is 17:00.',
            });
          }
        },
        onceFieldsValid(['days'], ['opens'], ['closes']),
      )
      .describe('Office hours.'),
  })
  .superRefine(
    (contact, ctx) => {
      // The shape is the field's pattern; a number without its country code passes it and is refused here, with its fix.
      const phone = contact.phone.trim();
      if (phone.startsWith('+') || !PHONE.test(phone)) return;
      const code = callingCodeOf(contact.address.country);
      addRuleIssue(ctx, ['phone'], contact.phone, {
        title: 'Phone number not valid',
        expected: PHONE_RULE,
        hint: `Write ${isLocalNumber(phone) ? internationalForm(phone, code) : `+${code} ${phone}`}: without its country code the number cannot be called from abroad, and search engines read it wrong.`,
      });
    },
    onceFieldsValid(['phone'], ['address', 'country']),
  )
  .describe('How to reach the company.');

const social = z
  .strictObject({
    network: z.enum(['LinkedIn', 'Facebook', 'X', 'Instagram']).describe('Which social network.'),
    url: externalUrl.describe("Address of the company's profile on that network, starting with https://."),
  })
  .describe('A social media profile.');

const forms = z
  .strictObject({
    endpoint: externalUrl.describe('Address of the form service up to the form id, like https://formspree.io/f/.'),
    ids: z
      .strictObject({
        contact: text('Form id of the Contact Us form.'),
        quote: text('Form id of the Request a Quote form.'),
        brief: text('Form id of the project brief form on Our Work.'),
        intake: text('Form id of the website intake form.'),
      })
      .describe("The form service's id of each form."),
    thankYou: href.describe(
      'Page visitors land on after sending a form when their browser runs no JavaScript, like /thank-you.',
    ),
    serviceOptions: z
      .array(text('A service name.'))
      .min(1)
      .superRefine((options, ctx) =>
        checkUnique(
          ctx,
          options,
          (option) => option,
          (index) => [index],
          (option) => ({
            title: 'Repeated entry',
            expected: 'each service once',
            hint: `"${option}" is already in the list: remove this one.`,
          }),
        ),
      )
      .describe('Choices of the "Service of Interest" list, in order.'),
  })
  .describe('Where the forms are sent.');

const editing = z
  .strictObject({
    backend: z
      .enum(['git-gateway', 'github', 'gitlab'])
      .default('git-gateway')
      .describe(
        'Where the web editor logs staff in and saves: git-gateway (Netlify Identity, on Netlify), github (a GitHub login, for Cloudflare Pages or GitHub Pages) or gitlab.',
      ),
    repo: text(
      'The repository saves go to, as owner/name, like mutapa/website. Needed for github and gitlab.',
    ).optional(),
    branch: text('The branch saves go to, like main.').default('main'),
    baseUrl: externalUrl
      .optional()
      .describe(
        'Address of the login service that lets staff sign in with GitHub or GitLab when the site is not on Netlify, like https://auth.example.co.zw.',
      ),
    authEndpoint: text('Path of the login page on that service, like auth (the default of the service).').optional(),
    editorialWorkflow: z
      .boolean()
      .default(false)
      .describe(
        'Save changes as pull requests that someone reviews and publishes, instead of publishing each save at once.',
      ),
  })
  .describe(
    'How the web editor at /admin/ logs staff in and where it saves their changes. Left out: Netlify Identity (git-gateway), saving to main.',
  );

export const siteSchema = z
  .strictObject({
    name: text('Company name, added to every page title.'),
    tagline: text('Tagline shown in the footer.'),
    url: externalUrl.describe(
      'Address of the live site, used for the sitemap and links shared on social media. The SITE_URL environment variable overrides it.',
    ),
    description: text('Default description of a page for search engines and social media.'),
    defaultTitle: text('Default page title, used when a page has none.'),
    ogImage: z
      .string()
      .regex(/^\/[\w./-]+\.(png|jpe?g)$/, 'a path to a .jpg or .png image in public/, like /og-image.jpg')
      .describe('Default image shown when a page is shared on social media (1200 x 630 pixels).'),
    foundingYear: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .describe('Year the company was founded, given to search engines, like 2019.'),
    contact,
    social: z
      .array(social)
      .superRefine((profiles, ctx) =>
        checkUnique(
          ctx,
          profiles,
          (profile) => profile.network,
          (index) => [index, 'network'],
          (network) => ({
            title: 'Repeated entry',
            expected: 'each network once',
            hint: `${network} is already in the list: remove this one.`,
          }),
        ),
      )
      .describe('Social media profiles, shown in the footer.'),
    chat: z
      .strictObject({
        label: text('Name of the chat app, like WhatsApp.'),
        url: externalUrl.describe('Chat link, like https://wa.me/263781234567.'),
      })
      .describe('The chat button shown on every page.'),
    navigation,
    forms,
    editing: editing.optional(),
    redirects: redirects.default([]),
  })
  .superRefine(
    (site, ctx) => {
      const mistake = whatsAppMistake(site.chat.url, callingCodeOf(site.contact.address.country));
      if (mistake) addRuleIssue(ctx, ['chat', 'url'], site.chat.url, whatsAppRule(mistake.meant));
    },
    onceFieldsValid(['chat', 'url'], ['contact', 'address', 'country']),
  )
  .describe('The company, its contact details, menus and forms.');

export type Site = z.output<typeof siteSchema>;
export type NavItem = Site['navigation']['header'][number];

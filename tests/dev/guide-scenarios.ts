/**
 * One mistake of each kind an editor can make, applied to a copy of the
 * guide's fixture site (tests/dev/fixtures/guide), with the problem the
 * build reports for it. content/README.md shows these messages; the guide
 * test checks that it shows them exactly as printed.
 */
import { cp, mkdtemp, readFile, rm, writeFile, mkdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../scripts/problems/errors';
import { buildImages, picturesOf } from '../../scripts/assets/images';
import { loadContent } from '../../scripts/render/load-checked-content';
import { PROJECT_ROOT } from '../support/fixture';

export const GUIDE_FIXTURE = path.join(import.meta.dirname, 'fixtures/guide/content');
/** The project's cache of made images, named by a hash of each source and its settings: shared by every scenario. */
const IMAGE_CACHE = path.join(PROJECT_ROOT, '.cache', 'images');

type Change =
  | { file: string; edit: (text: string) => string }
  | { file: string; remove: true }
  | { file: string; bytes: () => Promise<Uint8Array> };

export interface Scenario {
  /** The title of the problem it causes. */
  title: string;
  changes: Change[];
}

const replace = (file: string, from: string, to: string): Change => ({
  file,
  edit: (text) => {
    if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
    return text.replace(from, to);
  },
});
const create = (file: string, text: string): Change => ({ file, edit: () => text });
/** site.yaml with a `redirects:` list of these entries. */
const redirects = (entries: string): Change => ({ file: 'site.yaml', edit: (text) => `${text}redirects:\n${entries}` });

/** A package builder block, added to a page's blocks to break its rules. */
const PACKAGE_BUILDER = `  - type: package-builder
    heading: Build your own package
    intro: Choose the number of email accounts you need.
    accounts: { label: Email accounts, min: 1, max: 500, step: 1, default: 50 }
    tiers:
      - { upTo: 10, price: 3.99 }
      - { upTo: 25, price: 5.99 }
    beyond: { base: 9.99, perAccount: 0.5 }
    addOns: []
    cap: 189.99
    capNote: "Pricing capped at \${cap}/month!"
    action: { label: Get Started, href: /contact }
`;

/** A hosting-plans block of one plan, with `fields` (its price, its accounts) written in it. */
const hostingPlan = (fields: string) => `  - type: hosting-plans
    heading: Choose your plan
    period: per month
    plans:
      - name: Essentials
        ${fields}
        features: [10 email accounts]
        action: { label: Order Now, href: /contact }
`;

/** Four groups more than the fixture's one: more than fit on one line of the header. */
const MORE_GROUPS = [
  ['website-design', 'Website Design'],
  ['it-services', 'IT Services'],
  ['ngo-centre', 'NGO Centre'],
  ['training', 'Training'],
] as const;

/** An image-text block on the about page, showing `source` 560 wide. */
const aboutPicture = (source: string): Change =>
  replace(
    'pages/about.md',
    '  - type: prose\n',
    `  - type: image-text\n    heading: Our team\n    image: { source: ${source}, alt: Our team at work, width: 560, height: 420 }\n    text: The people you will work with.\n  - type: prose\n`,
  );

/** A photo of this size, in one colour. */
const photo = (width: number, height: number) => async () => {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
};

/** A line added to the end of the PRAZ page's text, with a mistake in its Markdown. */
const prazLine = (line: string): Change =>
  replace('pages/compliance/praz-registration.md', 'Zimbabwe (PRAZ).\n', `Zimbabwe (PRAZ).\n\n${line}\n`);

export const SCENARIOS: Scenario[] = [
  {
    title: 'The YAML cannot be read',
    changes: [
      replace('pages/compliance/_group.yaml', 'description: ZIMRA tax', 'description: Registrations: ZIMRA tax'),
    ],
  },
  { title: 'Unknown field', changes: [replace('pages/compliance/praz-registration.md', 'title: PRAZ', 'titel: PRAZ')] },
  { title: 'Missing field', changes: [replace('site.yaml', '  email: hello@mutapaconsulting.co.zw\n', '')] },
  { title: 'Wrong kind of value', changes: [replace('pages/compliance/_group.yaml', 'order: 1', 'order: first')] },
  { title: 'Value not allowed', changes: [replace('site.yaml', 'network: Facebook', 'network: Twitter')] },
  { title: 'Wrong format', changes: [replace('site.yaml', 'url: https://wa.me/', 'url: wa.me/')] },
  { title: 'Empty text', changes: [replace('pages/about.md', 'heading: Who We Are', 'heading: ""')] },
  { title: 'Too short or too small', changes: [replace('site.yaml', 'foundingYear: 2019', 'foundingYear: 19')] },
  {
    title: 'Too long or too large',
    changes: [
      replace(
        'pages/index.md',
        '        href: /contact\n',
        '        href: /contact\n      - label: Our Work\n        href: /about\n      - label: Call Us\n        href: tel:+263782124470\n',
      ),
    ],
  },
  { title: 'Unknown type', changes: [replace('pages/about.md', 'type: prose', 'type: text')] },
  { title: 'Unknown group', changes: [replace('site.yaml', '- group: compliance', '- group: complaince')] },
  {
    title: 'Link to a page that does not exist',
    changes: [
      replace(
        'site.yaml',
        'label: Request a Quote\n    href: /contact',
        'label: Request a Quote\n    href: /contact-us',
      ),
    ],
  },
  { title: 'Missing file', changes: [{ file: 'site.yaml', remove: true }] },
  { title: 'File not used', changes: [create('pages/compliance/notes.txt', 'Ask about the fees.\n')] },
  {
    title: 'Page in a folder that is not a group',
    changes: [
      create(
        'pages/legal/privacy-policy.md',
        '---\ntitle: Privacy Policy\ndescription: How we handle your information.\n---\nWe keep your details private.\n',
      ),
    ],
  },
  {
    title: 'Image not found',
    changes: [
      replace('pages/about.md', '---\n', '---\n'),
      {
        file: 'pages/about.md',
        edit: (text) =>
          text.replace(
            /---\n$/,
            '  - type: image-text\n    heading: Our team\n    text: The people you will work with.\n    image:\n      source: team-photo.jpg\n      alt: The Mutapa Consulting team outside the office\n      width: 560\n      height: 420\n---\n',
          ),
      },
    ],
  },
  {
    title: 'Link to a drawing',
    changes: [
      replace(
        'pages/about.md',
        'based in Mt Pleasant, Harare.',
        'based in Mt Pleasant, Harare. See [our logo](/images/logo.svg).',
      ),
    ],
  },
  {
    title: 'Link to a draft page',
    changes: [replace('pages/about.md', 'title: About Us', 'title: About Us\ndraft: true')],
  },
  {
    title: 'Link to a page that has moved',
    changes: [
      replace(
        'site.yaml',
        'label: Request a Quote\n    href: /contact',
        'label: Request a Quote\n    href: /contact-us',
      ),
      redirects('  - from: /contact-us\n    to: /contact\n'),
    ],
  },
  { title: 'Redirect from a page that exists', changes: [redirects('  - from: /about\n    to: /contact\n')] },
  {
    title: 'Redirect from a file of the site',
    changes: [redirects('  - from: /images/team.jpg\n    to: /about\n')],
  },
  {
    title: 'Redirect to a page that does not exist',
    changes: [redirects('  - from: /praz\n    to: /compliance/praz-registraton\n')],
  },
  {
    title: 'Redirect to a draft page',
    changes: [
      replace('pages/about.md', 'title: About Us', 'title: About Us\ndraft: true'),
      redirects('  - from: /about-us\n    to: /about\n'),
    ],
  },
  {
    title: 'Redirect to an old address',
    changes: [redirects('  - from: /about-us\n    to: /who-we-are\n  - from: /who-we-are\n    to: /about\n')],
  },
  {
    title: 'Redirects in a circle',
    changes: [redirects('  - from: /about-us\n    to: /who-we-are\n  - from: /who-we-are\n    to: /about-us\n')],
  },
  {
    title: 'Service not offered',
    changes: [replace('pages/compliance/praz-registration.md', 'service: Compliance Services', 'service: Compliance')],
  },
  {
    title: 'Two files for one address',
    changes: [
      create(
        'pages/compliance/index.md',
        '---\ntitle: Compliance\ndescription: Registrations and returns.\n---\nAll our compliance services.\n',
      ),
      create(
        'pages/compliance.md',
        '---\ntitle: Compliance\ndescription: Registrations and returns.\n---\nAll our compliance services.\n',
      ),
    ],
  },
  { title: 'Opening hours out of order', changes: [replace('site.yaml', 'closes: "17:00"', 'closes: "05:00"')] },
  {
    title: 'Repeated entry',
    changes: [replace('site.yaml', '    - group: compliance\n', '    - group: compliance\n    - group: compliance\n')],
  },
  {
    title: 'Price tiers out of order',
    changes: [
      {
        file: 'pages/contact.md',
        edit: (text) =>
          text.replace(
            /\n---\n/,
            `\n${PACKAGE_BUILDER.replace('{ upTo: 25, price: 5.99 }', '{ upTo: 25, price: 2.99 }')}---\n`,
          ),
      },
    ],
  },
  {
    title: 'Slider out of range',
    changes: [
      {
        file: 'pages/contact.md',
        edit: (text) => text.replace(/\n---\n/, `\n${PACKAGE_BUILDER.replace('default: 50', 'default: 900')}---\n`),
      },
    ],
  },
  {
    title: 'Prices that disagree',
    changes: [
      {
        file: 'pages/contact.md',
        edit: (text) =>
          text.replace(/\n---\n/, `\n${hostingPlan('price: $4.99\n        accounts: 10')}${PACKAGE_BUILDER}---\n`),
      },
    ],
  },
  {
    title: 'Plan without a price',
    changes: [
      { file: 'pages/contact.md', edit: (text) => text.replace(/\n---\n/, `\n${hostingPlan('badge: Popular')}---\n`) },
    ],
  },
  {
    title: 'Front matter not closed',
    changes: [
      replace('pages/contact.md', '\n---\n', '\n\n## Our office\n\nWe are open Monday to Friday, 8:00 to 17:00.\n'),
    ],
  },
  { title: 'No front matter', changes: [create('pages/services.md', '')] },
  { title: 'Not a text file', changes: [create('pages/logo.md', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')] },
  {
    title: 'Too many groups in the header',
    changes: [
      replace(
        'site.yaml',
        '    - group: compliance\n',
        `    - group: compliance\n${MORE_GROUPS.map(([folder]) => `    - group: ${folder}\n`).join('')}`,
      ),
      ...MORE_GROUPS.flatMap(([folder, title], index) => [
        create(
          `pages/${folder}/_group.yaml`,
          `title: ${title}\norder: ${index + 2}\ndescription: ${title} for small businesses and NGOs.\n`,
        ),
        create(
          `pages/${folder}/overview.md`,
          `---\ntitle: ${title} overview\ndescription: What our ${title} team does.\n---\nWhat we offer.\n`,
        ),
      ]),
    ],
  },
  {
    title: 'Two pages with one title',
    changes: [
      replace(
        'pages/compliance/zimra-tax-registration.md',
        'title: ZIMRA Tax Registration & Filing',
        'title: PRAZ Registration',
      ),
    ],
  },
  {
    title: 'Group without pages',
    changes: [
      create(
        'pages/training/_group.yaml',
        'title: Training\norder: 2\ndescription: Courses in digital skills for staff and communities.\n',
      ),
    ],
  },
  {
    title: 'File name not allowed',
    changes: [
      create(
        'pages/compliance/Tax Clearance.md',
        '---\ntitle: Tax Clearance\ndescription: Your ZIMRA tax clearance certificate.\n---\n',
      ),
    ],
  },
  {
    title: 'Link to a part of a page that does not exist',
    changes: [
      replace('pages/compliance/zimra-tax-registration.md', 'We register', '## What we file for you\n\nWe register'),
      prazLine('We also file [your tax returns](zimra-tax-registration#what-we-file).'),
    ],
  },
  { title: 'Heading with an id the page already has', changes: [prazLine('## Main\n\nOur main services.')] },
  {
    title: 'Two blocks with one id',
    changes: [
      replace(
        'pages/contact.md',
        '    heading: Contact Us\n',
        `    heading: Contact Us\n${'  - type: contact-form\n    heading: Send us a message\n    submitLabel: Send Message\n    successHeading: Thank you\n    successText: We will reply within 24 hours.\n'.repeat(2)}`,
      ),
    ],
  },
  { title: 'Misspelt web address', changes: [prazLine('Apply on [the PRAZ portal](htps://egp.praz.org.zw).')] },
  {
    title: 'Web address without a domain ending',
    changes: [prazLine('See [our main site](https://mutapaconsulting) too.')],
  },
  { title: 'Link to an http address', changes: [prazLine('Read [the PRAZ rules](http://www.praz.org.zw/rules).')] },
  { title: 'Link that starts with //', changes: [prazLine('Read [the PRAZ rules](//www.praz.org.zw/rules).')] },
  {
    title: 'Link to a file on a computer',
    changes: [prazLine('Fill in [the form](file:///C:/Users/Tendai/Documents/praz-form.pdf).')],
  },
  {
    title: 'Link of a kind pages do not show',
    changes: [prazLine('Browse [our files](ftp://files.mutapaconsulting.co.zw).')],
  },
  { title: 'Link without an address', changes: [prazLine('Ask for [our rates]().')] },
  { title: 'Email address not complete', changes: [prazLine('[Email us](mailto:hello@mutapaconsulting) today.')] },
  { title: 'Phone number not valid', changes: [prazLine('[Call us](tel:+26378212447O) today.')] },
  {
    title: 'WhatsApp number not valid',
    changes: [replace('site.yaml', 'url: https://wa.me/263782124470', 'url: https://wa.me/0782124470')],
  },
  {
    title: 'Phone number not valid',
    changes: [replace('site.yaml', 'phone: +263 78 212 4470', 'phone: 078 212 4470')],
  },
  { title: 'Link with a space in its address', changes: [prazLine('[Call us](tel:+263 78 212 4470) today.')] },
  { title: 'Picture in Markdown', changes: [prazLine('![Our team at the PRAZ offices](/images/team.jpg)')] },
  {
    title: 'Picture cannot be read',
    changes: [
      aboutPicture('team.jpg'),
      {
        file: 'images/team.jpg',
        // The first half of a photo: a copy cut short.
        bytes: async () => {
          const whole = await photo(1200, 900)();
          return whole.subarray(0, whole.length >> 1);
        },
      },
    ],
  },
  {
    title: 'Picture too small for its place',
    changes: [aboutPicture('team.jpg'), { file: 'images/team.jpg', bytes: photo(200, 150) }],
  },
  {
    title: 'Text not saved as UTF-8',
    changes: [
      {
        file: 'pages/compliance/zimra-tax-registration.md',
        // Pasted from Word and saved by Notepad on Windows: a curly apostrophe as the one byte 0x92.
        bytes: async () =>
          Buffer.from(
            '---\ntitle: ZIMRA Tax Registration & Filing\ndescription: Registration with the Zimbabwe Revenue Authority.\norder: 1\nservice: Compliance Services\n---\nWe register your business with ZIMRA and keep its returns on time.\n\nWe file each month\x92s return for you.\n',
            'latin1',
          ),
      },
    ],
  },
  {
    title: 'Page without content',
    changes: [
      replace(
        'pages/compliance/praz-registration.md',
        'To supply goods, services or works to a public entity in Zimbabwe, your business must be\nregistered as a supplier with the Procurement Regulatory Authority of Zimbabwe (PRAZ).\n',
        '',
      ),
    ],
  },
  {
    title: 'Description too long',
    changes: [
      replace(
        'pages/compliance/zimra-tax-registration.md',
        'description: Registration with the Zimbabwe Revenue Authority, tax clearance and monthly and annual returns.',
        'description: >-\n  Registration with the Zimbabwe Revenue Authority (ZIMRA) for companies, NGOs and sole traders, your tax\n  clearance certificate (ITF263) every year, and your monthly VAT, PAYE and QPD returns filed on time.',
      ),
    ],
  },
  { title: 'HTML in Markdown', changes: [prazLine('Applications close <u>on Friday</u>.')] },
  { title: 'Picture the build cannot make', changes: [{ file: 'images/app-icon.svg', remove: true }] },
  {
    title: 'Title too long',
    changes: [
      replace(
        'pages/about.md',
        'title: About Us',
        'title: About Us, a professional-services firm in Mt Pleasant, Harare, for compliance, websites and IT',
      ),
    ],
  },
  {
    title: 'Page without description',
    changes: [replace('pages/about.md', 'description: Who we are, what we believe and the sectors we serve.\n', '')],
  },
  { title: 'File left out', changes: [create('pages/about.md~', '---\ntitle: About Us\n---\n')] },
  { title: 'No page for addresses that do not exist', changes: [{ file: 'pages/404.md', remove: true }] },
  {
    title: 'List in a folded text',
    changes: [
      replace(
        'pages/about.md',
        '      Mutapa Consulting is a professional-services firm based in Mt Pleasant, Harare.\n',
        '      Mutapa Consulting is a professional-services firm based in Mt Pleasant, Harare.\n\n      - Compliance\n      - Websites\n',
      ),
    ],
  },
  {
    title: 'Comma in a number',
    changes: [
      replace('pages/about.md', 'blocks:\n', `blocks:\n${PACKAGE_BUILDER.replace('price: 5.99', 'price: 5,99')}`),
    ],
  },
  {
    title: 'Markdown in a plain text field',
    changes: [replace('pages/about.md', 'eyebrow: About Mutapa Consulting', 'eyebrow: About **Mutapa Consulting**')],
  },
  {
    title: 'Unknown placeholder',
    changes: [replace('pages/about.md', 'blocks:\n', `blocks:\n${PACKAGE_BUILDER.replace('{cap}', '{Cap}')}`)],
  },
  { title: 'Picture file name the site cannot use', changes: [aboutPicture('Team Photo.JPG')] },
];

/**
 * One scenario at a time: libvips keeps one error text for the whole process, so a damaged picture
 * decoded while another scenario draws its icons could be named by the wrong reason.
 */
let previous: Promise<unknown> = Promise.resolve();

/** Applies a scenario to a fresh copy of the fixture and returns every problem reported, warnings included. */
export function problemsOf(scenario: Scenario): Promise<ContentProblem[]> {
  const turn = previous.then(() => problemsAlone(scenario));
  previous = turn.catch(() => {});
  return turn;
}

async function problemsAlone(scenario: Scenario): Promise<ContentProblem[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'guide-'));
  const contentDir = path.join(dir, 'content');
  try {
    await cp(GUIDE_FIXTURE, contentDir, { recursive: true });
    // The icons and pictures each scenario's build makes were made before: read from the cache, as a build reads them.
    await mkdir(IMAGE_CACHE, { recursive: true });
    await mkdir(path.join(dir, '.cache'));
    await symlink(IMAGE_CACHE, path.join(dir, '.cache', 'images'), 'dir');
    for (const change of scenario.changes) {
      const file = path.join(contentDir, change.file);
      if ('bytes' in change) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, await change.bytes());
        continue;
      }
      if ('remove' in change) {
        await rm(file);
        continue;
      }
      const text = await readFile(file, 'utf8').catch(() => '');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, change.edit(text));
    }
    const publicDir = path.join(PROJECT_ROOT, 'public');
    const model = await loadContent({ root: dir, contentDir, publicDir });
    await buildImages({
      root: dir,
      contentDir,
      publicDir,
      outDir: path.join(dir, 'dist'),
      pictures: picturesOf(model.pages),
    });
    return warningsOf(model);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The warnings of a site built without errors (matters of taste, which never stop a build), when its model carries them. */
function warningsOf(model: object): ContentProblem[] {
  return (model as { warnings?: ContentProblem[] }).warnings ?? [];
}

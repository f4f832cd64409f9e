/**
 * Writes a synthetic site of N service pages into a content folder: four
 * groups, each page with a title, description, six features and about 400
 * words of Markdown (two headings, a bulleted and a numbered list, links,
 * bold text), and a site map page listing them all, for measuring the
 * build at scale.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SYNTHETIC_GROUPS = ['compliance', 'website-design', 'it-services', 'ngo-centre'] as const;
const GROUPS = SYNTHETIC_GROUPS;
const WORDS = (
  'clients organisation registration compliance network hosting support training reports records systems backups security ' +
  'budget timeline proposal donors community schools clinics suppliers tender returns filing deadlines advice strategy growth'
).split(' ');

function sentence(seed: number, words = 14): string {
  const picked = Array.from({ length: words }, (_, index) => WORDS[(seed * 7 + index * 13) % WORDS.length]!);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number, sentences = 4): string {
  return Array.from({ length: sentences }, (_, index) => sentence(seed + index)).join(' ');
}

function pageMarkdown(index: number): string {
  const features = Array.from(
    { length: 6 },
    (_, feature) =>
      `      - icon: check\n        title: Feature ${feature + 1} of service ${index}\n        text: ${sentence(index + feature, 10)}`,
  ).join('\n');
  return `---
title: Service ${index}
description: ${sentence(index, 18)}
order: ${index}
blocks:
  - type: feature-grid
    heading: What is included
    items:
${features}
---
${paragraph(index, 5)} Read more on our [contact page](/contact) or see **what clients say** about us.

## How the work is done

${paragraph(index + 1, 4)}

- **First step:** ${sentence(index + 2, 10)}
- **Second step:** ${sentence(index + 3, 10)}
- **Third step:** ${sentence(index + 4, 10)}

## What you receive

${paragraph(index + 5, 4)}

1. ${sentence(index + 6, 12)}
2. ${sentence(index + 7, 12)} See [our work](/our-work).
3. ${sentence(index + 8, 12)}

${paragraph(index + 9, 3)}
`;
}

const SITE_MAP = `---
title: Site Map
description: Every page of the site.
blocks:
  - type: site-map
    company:
      heading: Company
      links:
        - { label: Home, href: / }
        - { label: Our Work, href: /our-work }
    quickAccess:
      heading: Quick Access
      links:
        - { label: Contact, href: /contact }
---
`;

const SITE = `name: Benchmark Consulting
tagline: Simple answers to hard questions
url: https://bench.example.org
description: A synthetic site for measuring the build.
defaultTitle: Benchmark home
ogImage: /og-image.jpg
foundingYear: 2020
contact:
  phone: +263 77 000 0000
  email: hello@bench.example.org
  address: { street: 1 Test Road, suburb: Mt Pleasant, city: Harare, country: Zimbabwe }
  hours: { short: Mon–Fri 8AM–5PM, long: Mon - Fri 8:00 AM - 5:00 PM, days: [Monday, Friday], opens: "08:00", closes: "17:00" }
social:
  - { network: LinkedIn, url: "https://www.linkedin.com/company/bench" }
chat: { label: WhatsApp, url: "https://wa.me/263770000000" }
navigation:
  header:
${GROUPS.map((group) => `    - group: ${group}`).join('\n')}
    - { label: Contact Us, href: /contact }
  cta: { label: Request a Quote, href: /contact }
  quickLinks:
    - { label: Our Work, href: /our-work }
  legal:
    - { label: Contact, href: /contact }
forms:
  endpoint: https://formspree.io/f/
  ids: { contact: a, quote: b, brief: c, intake: d }
  thankYou: /contact
  serviceOptions: [Advice, Other]
`;

export async function writeSyntheticSite(contentDir: string, pages: number): Promise<void> {
  const pagesDir = path.join(contentDir, 'pages');
  await mkdir(pagesDir, { recursive: true });
  await writeFile(path.join(contentDir, 'site.yaml'), SITE);
  // The sources of the icon and the social picture every page names.
  await mkdir(path.join(contentDir, 'images'), { recursive: true });
  const square = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#0b4f5c"/></svg>\n`;
  await writeFile(path.join(contentDir, 'images', 'app-icon.svg'), square(180, 180));
  await writeFile(path.join(contentDir, 'images', 'og-image.svg'), square(1200, 630));
  await writeFile(
    path.join(pagesDir, 'index.md'),
    '---\ntitle: Home\ndescription: Benchmark home page.\n---\nWelcome.\n',
  );
  await writeFile(
    path.join(pagesDir, 'contact.md'),
    '---\ntitle: Contact\ndescription: Contact page.\n---\nWrite to us.\n',
  );
  await writeFile(path.join(pagesDir, 'our-work.md'), '---\ntitle: Our Work\ndescription: Our work.\n---\nProjects.\n');
  await writeFile(path.join(pagesDir, 'site-map.md'), SITE_MAP);
  // A site without its 404 page does not build.
  await writeFile(
    path.join(pagesDir, '404.md'),
    '---\ntitle: Page Not Found\ndescription: No page at this address.\nsitemap: false\n---\nNo page here. [Go to the homepage](/).\n',
  );
  for (const [order, group] of GROUPS.entries()) {
    await mkdir(path.join(pagesDir, group), { recursive: true });
    await writeFile(
      path.join(pagesDir, group, '_group.yaml'),
      `title: Group ${group}\norder: ${order}\ndescription: Services of ${group}.\n`,
    );
  }
  await Promise.all(
    Array.from({ length: pages }, (_, index) =>
      writeFile(path.join(pagesDir, GROUPS[index % GROUPS.length]!, `service-${index}.md`), pageMarkdown(index)),
    ),
  );
}

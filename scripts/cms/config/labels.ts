/** Readable labels of the web editor's fields and block kinds, made from their names in the files. */

/** Names whose words alone would not say what the field is to someone who never reads the files. */
const LABELS: Readonly<Record<string, string>> = {
  navLabel: 'Menu label',
  og: 'Sharing on social media',
  ogImage: 'Sharing image',
  href: 'Link to',
  newTab: 'Open in a new tab',
  url: 'Web address',
  src: 'Image file',
  alt: 'Image description (alt text)',
  cta: 'Menu button',
  quickLinks: 'Quick links',
  ids: 'Form ids',
  addOns: 'Add-ons',
  upTo: 'Up to (accounts)',
  capNote: 'Note at the cap',
  defaultTitle: 'Default page title',
  foundingYear: 'Year founded',
  serviceOptions: 'Service options',
  thankYou: 'Thank-you page',
  sitemap: 'List in sitemap.xml',
  draft: 'Draft',
  baseUrl: 'Login service address (base_url)',
  authEndpoint: 'Login service path (auth_endpoint)',
  editorialWorkflow: 'Save as pull requests (editorial workflow)',
  repo: 'Repository',
  endpoint: 'Form service address',
  social: 'Social media',
  header: 'Top menu',
  legal: 'Legal links',
  short: 'In short',
  long: 'In full',
  enquire: 'Enquire Now button',
  eyebrow: 'Line above the heading',
  tone: 'Background',
  source: 'Source image',
  show: 'Detail shown',
  min: 'Fewest',
  max: 'Most',
  default: 'Chosen at first',
  sendingLabel: 'Button label while sending',
  submitLabel: 'Button label',
  homeLabel: 'Home button label',
  moreLabel: 'Link label',
  linkLabel: 'Link label',
  redirects: 'Redirects from old addresses',
  from: 'Old address',
  to: 'New address',
};

/** Kinds of block whose name, as a field's, would mean something else: the `cta` block is no menu button. */
const BLOCK_LABELS: Readonly<Record<string, string>> = {
  cta: 'Closing call to action',
};

/** A kind of block's label: "cta" → "Closing call to action", "case-study" → "Case study". */
export function blockLabelOf(kind: string): string {
  return BLOCK_LABELS[kind] ?? labelOf(kind);
}

/** A field's label: "navLabel" → "Menu label", "successHeading" → "Success heading", "case-study" → "Case study". */
export function labelOf(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

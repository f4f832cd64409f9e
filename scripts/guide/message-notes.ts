/**
 * What each problem title means and how to fix it, in one sentence each, for
 * the table at the head of the guide's messages section. A title with no note
 * here is still listed: what it means is then the first paragraph of its
 * section in the guide, and its fix the message's own "Fix:" line. A note for
 * a title the build no longer prints is simply not used.
 */
export interface MessageNote {
  means: string;
  fix: string;
}

export const MESSAGE_NOTES: Record<string, MessageNote> = {
  'The YAML cannot be read': {
    means: 'The layout of the file is broken, so nothing in it can be read.',
    fix: 'Look at the line shown: make its indentation match the lines around it, and put a text that contains `: ` in quotes.',
  },
  'Unknown field': {
    means: 'A field name this kind of file does not have, usually a typing mistake.',
    fix: 'Correct the spelling (the [block catalogue](#blocks-every-kind-of-section) lists the fields of each block), or remove the line.',
  },
  'Missing field': {
    means: 'A field that must be there is not.',
    fix: 'Add the field named after "Field", under the line shown.',
  },
  'Wrong kind of value': {
    means: 'The field needs another kind of value: a number, a text, a list, or `true`/`false`.',
    fix: 'Write the kind of value named after "Expected".',
  },
  'Value not allowed': {
    means: 'The field accepts only the values listed after "Expected".',
    fix: 'Copy one of them exactly, with the same capitals.',
  },
  'Wrong format': {
    means: 'The value is of the right kind but not written the right way.',
    fix: 'Write it as "Expected" says: web addresses start with `https://`, times are like `08:00`, page links start with `/`.',
  },
  'Empty text': {
    means: 'A text that must have words is empty.',
    fix: 'Write the text, or remove the field if it is optional.',
  },
  'Too short or too small': {
    means: 'A number below the smallest allowed, a list with too few items, or a text that is too short.',
    fix: 'Make it at least what "Expected" says.',
  },
  'Too long or too large': {
    means: 'A number above the largest allowed, a list with too many items, or a text that is too long.',
    fix: 'Make it at most what "Expected" says.',
  },
  'Unknown type': {
    means: "A block's `type:` is not one of the kinds of block the website has.",
    fix: 'Copy a type from the list after "Expected", or from the [block catalogue](#blocks-every-kind-of-section).',
  },
  'Invalid value': {
    means: 'The value breaks another rule of the field. It is rare.',
    fix: 'Do what "Expected" says.',
  },
  'Unknown group': {
    means: 'A `- group:` line of the top menu in `site.yaml` names a group folder that does not exist.',
    fix: 'Use the name of a folder in `pages/` that has a `_group.yaml`.',
  },
  'Link to a page that does not exist': {
    means: 'A link starting with `/` points at no page of the site.',
    fix: 'Check the spelling against the file names in `pages/`, and that the page was not renamed.',
  },
  'Missing file': {
    means: '`site.yaml` is not in the `content` folder.',
    fix: "Put it back (the project's history keeps every earlier version).",
  },
  'File not used': {
    means: "A file in `pages/` is neither a page (`.md`) nor a group's `_group.yaml`.",
    fix: 'Rename it to `.md` if it is a page, or move it out of `pages/`.',
  },
  'Page in a folder that is not a group': {
    means: 'A page is in a folder of `pages/` that has no `_group.yaml`.',
    fix: 'Add a `_group.yaml` to the folder (see [Add a group](#add-a-group)), or move the page up into `pages/`.',
  },
  'Image not found': {
    means: "A picture's `source:` names no file in `content/images/`, or a logo's `src:` no file in `public/`.",
    fix: "Check the file's name, its ending (`.jpg`, `.svg`) and its capitals, or add the file.",
  },
  'Link to a drawing': {
    means:
      'A link opens an SVG drawing of `public/` as a page of the site: where the host sends no headers, nothing keeps such a page from running what the file holds.',
    fix: 'Show the drawing on the page instead (a logo or a picture block), or link to a PNG of it.',
  },
  'Link to a draft page': {
    means: 'A published page links to a page that has `draft: true`, which the built site leaves out.',
    fix: 'Publish the draft (remove `draft: true`), or remove the link until it is published.',
  },
  'Link to a page that has moved': {
    means:
      "A link to an old address that `redirects:` in `site.yaml` sends on to a page's new address: it works, but every visitor waits for a second page load.",
    fix: 'Link to the new address the message names.',
  },
  'Redirect from a page that exists': {
    means: 'An old address in `redirects:` is the address of a page of the site, which the redirect would hide.',
    fix: 'Remove the redirect, or rename or delete the page first.',
  },
  'Redirect from a file of the site': {
    means:
      'An old address in `redirects:` is where the site keeps its own files (its pictures, scripts, the web editor) or a file of `public/`.',
    fix: 'Remove the redirect.',
  },
  'Redirect to a page that does not exist': {
    means: 'The new address of a redirect is no page of the site.',
    fix: "Write the page's address as it is now (the message suggests the closest one), or a full address starting with https://.",
  },
  'Redirect to a draft page': {
    means: 'The new address of a redirect is a page with `draft: true`, which the built site leaves out.',
    fix: 'Publish the page (remove `draft: true`), or remove the redirect until it is published.',
  },
  'Redirect to an old address': {
    means: 'The new address of a redirect is itself the old address of another, so visitors would be sent on twice.',
    fix: 'Write the final address the message names.',
  },
  'Redirects in a circle': {
    means: 'Redirects send an address on and back to itself, so no visitor ever reaches a page.',
    fix: "Send each old address to the page's address now.",
  },
  'Service not offered': {
    means: "A page's `service:` is not one of the services the forms offer.",
    fix: 'Use a name exactly as `forms.serviceOptions` in `site.yaml` lists it, or add it there.',
  },
  'Link to a part of a page that does not exist': {
    means: 'A link ends in `#…`, a heading or section the page it leads to does not have.',
    fix: 'Use one of the ids listed after "Expected": a heading `## What we do` is `#what-we-do`.',
  },
  'Heading with an id the page already has': {
    means:
      "A heading in Markdown gets its id from its words (`## Main` is `#main`), and another part of the page has that id already: the page's main content, a block's section (`## Package builder`), or another heading of the same words in another text of the page. A link to it would lead to the first only.",
    fix: 'Reword the heading, as the "Fix" line suggests.',
  },
  'Two blocks with one id': {
    means:
      'A page has two blocks of a kind that gives the page an id of its own (two contact forms, two package builders), so the page would have one id twice.',
    fix: 'Keep one block of that kind on the page.',
  },
  'Misspelt web address': {
    means: 'A link in Markdown starts with something like `htps:` or `http//`, which is no web address.',
    fix: 'Start it with `https://`, as the "Fix" line shows.',
  },
  'Web address without a domain ending': {
    means: 'A web address in Markdown has no ending like `.co.zw` or `.org` after its name.',
    fix: "Copy the address from the browser's address bar.",
  },
  'Link to an http address': {
    means: 'A link in Markdown starts with `http://`: browsers warn visitors of such pages.',
    fix: 'Write `https://` instead.',
  },
  'Link that starts with //': {
    means: 'A link in Markdown starts with `//`, without `https:`.',
    fix: 'Write `https:` before the `//`.',
  },
  'Link to a file on a computer': {
    means: 'A link in Markdown is to a file on your computer (`file:`), which visitors cannot open.',
    fix: 'Put the file in `public/` and link to it by its name, like `/praz-form.pdf`.',
  },
  'Link of a kind pages do not show': {
    means: 'A link in Markdown is to an address of a kind visitors cannot open, like `ftp:` or `javascript:`.',
    fix: 'Link to a page of the site (`/contact`), a web address (`https://…`), an email (`mailto:`) or a phone (`tel:`).',
  },
  'Link without an address': {
    means: 'A link in Markdown has empty brackets `()` after its words.',
    fix: 'Write the page or address between the brackets, or remove them.',
  },
  'Email address not complete': {
    means: 'A `mailto:` link has no whole email address, often no ending like `.co.zw`.',
    fix: 'Write the whole address after `mailto:`.',
  },
  'Phone number not valid': {
    means:
      'A phone number without `+` and its country code (a local number like `078 212 4470`, which cannot be called from abroad), or a `tel:` link with a letter or sign in its number (a letter O for a zero is a common slip).',
    fix: 'Write the number as the "Fix" line shows: `+`, the country code, then the digits.',
  },
  'WhatsApp number not valid': {
    means:
      'A WhatsApp link (`https://wa.me/…`) has a number WhatsApp cannot open a chat with: a local number starting with 0, or one with `+` or spaces.',
    fix: 'Write `https://wa.me/` then the number with its country code, in digits only, as the "Fix" line shows.',
  },
  'Link with a space in its address': {
    means: "A link's address has a space, so Markdown does not read it as a link and the page would show the brackets.",
    fix: 'Remove the spaces, or put the address in `<>`: `[call us](<tel:+263 78 212 4470>)`.',
  },
  'Picture in Markdown': {
    means:
      'A picture is written in Markdown (`![…](…)`); pictures go in blocks, where their size and description are checked.',
    fix: 'Use an `image-text` block for the picture and its text, and remove the picture from the Markdown.',
  },
  'HTML in Markdown': {
    means:
      'A warning: HTML other than `<br>`, `<strong>`, `<em>`, `<b>`, `<i>`, `<sup>`, `<sub>` and `<small>` is shown on the page as text.',
    fix: 'Write it in Markdown instead: `**bold**`, `*italic*`, `[words](/page)`.',
  },
  'Picture cannot be read': {
    means: 'A picture in `content/images/` is damaged or incomplete, often a copy that was interrupted.',
    fix: 'Copy the picture again from where it came from, and check that it opens on your computer.',
  },
  'Picture too small for its place': {
    means:
      'A warning: the picture has fewer pixels than twice the width it is shown at, so it would look blurred on sharp screens.',
    fix: 'Use a larger original, or show the picture smaller (its `width` and `height`).',
  },
  'Text not saved as UTF-8': {
    means:
      'The file was saved in another encoding, often Windows-1252 by Word or Notepad on Windows, so a character like ’ or é cannot be read.',
    fix: 'Save the file again as UTF-8, as the "Fix" line says, then check the character shown.',
  },
  'Page without content': {
    means:
      'A warning: the page has no text below its front matter and no block but its banner, so visitors would see a heading alone.',
    fix: 'Write the text below the closing `---` line, or add blocks; or make the page a draft until it is ready.',
  },
  'Picture the build cannot make': {
    means:
      'An error: every page names a picture the build makes (the icon on phones, the picture of shared links, the icon of older browsers), and its source file is not there, so that link would be broken on every page. Nothing is built, and the live site keeps its pictures, until the file is back.',
    fix: 'Put the source file back where the message says (`content/images/app-icon.svg`, `content/images/og-image.svg` or `public/favicon.svg`), as an SVG.',
  },
  'Description too long': {
    means: 'A warning: search results show about 160 characters of a description and cut the rest.',
    fix: 'Say what the page offers in one or two short sentences, the words that matter first.',
  },
  'Too many groups in the header': {
    means: 'A warning: the top menu has more groups than fit on one line of a wide screen. The site is still built.',
    fix: 'Take a group out of `navigation.header` (it stays in the footer and on the site map), or merge two groups.',
  },
  'Two files for one address': {
    means: 'Two files give the same address, like `pages/about.md` and `pages/about/index.md`.',
    fix: 'Keep one of the two files: delete or rename the other.',
  },
  'Prices that disagree': {
    means:
      'A hosting plan names its email accounts and a price, and the package builder on the same page gives those accounts another price: visitors would see both.',
    fix: "Remove the plan's `price:` (it then shows the builder's price), or correct the builder's tiers.",
  },
  'Plan without a price': {
    means:
      'A hosting plan has neither `price:` nor `accounts:`, or names its accounts on a page without the package builder that prices them.',
    fix: 'Give the plan `accounts:` (on the page of the package builder) or `price:`.',
  },
  'Slider out of range': {
    means: "The package builder's slider starts above its end, or opens on a number outside them.",
    fix: 'Make `min` no larger than `max`, and `default` between the two.',
  },
  'Price tiers out of order': {
    means:
      'In the package builder, more accounts would cost less, or the tiers are not from the fewest accounts to the most.',
    fix: 'List the tiers from the smallest `upTo` to the largest, each price at least the one before.',
  },
  'Repeated entry': {
    means:
      'The same entry is twice in a list where each must be once (a menu link, a day, a service, a network, an add-on).',
    fix: 'Remove the second one, or change it.',
  },
  'Opening hours out of order': {
    means: 'The closing time is not after the opening time.',
    fix: 'Use the 24-hour clock: 5 PM is `17:00`.',
  },
  'Front matter not closed': {
    means: "A page's front matter has its first `---` line but not the second.",
    fix: "Add a line with only `---` after the last field, before the page's text.",
  },
  'No front matter': {
    means: 'A page file is empty, or does not start with its front matter.',
    fix: 'Copy the front matter of a similar page into it, or delete the file.',
  },
  'Not a text file': {
    means: 'A file with a `.md` or `.yaml` name is not text (a picture, a word-processor document, a damaged copy).',
    fix: 'Save it again as plain text (UTF-8) in a text editor, or remove it.',
  },
  'File name not allowed': {
    means:
      "A page's or folder's name, which becomes its address, has spaces, capitals, accents or signs, or is a name the site already uses.",
    fix: 'Rename it as the message suggests: small letters, digits and dashes only.',
  },
  'The preview cannot read a file': {
    means:
      'While previewing, a file could not be read: you have no permission to read it, it is a folder, or the disk failed.',
    fix: 'Make the file readable (or put the file back in place of the folder), then save it again.',
  },
};

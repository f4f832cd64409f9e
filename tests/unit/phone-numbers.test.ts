/**
 * Phone and WhatsApp numbers written without their country code, or with
 * signs WhatsApp does not read: refused wherever they are written (the
 * contact phone, the chat link, a button, Markdown), each message giving the
 * international form to write.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/problems/format-problems';
import { telOf, whatsAppMistake } from '../../templates/model/phone';
import { contentProblemsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const summary = (problems: Awaited<ReturnType<typeof contentProblemsOf>>) =>
  problems.map(
    (problem) =>
      `${problem.title} at ${problem.location.line}:${problem.location.column} (${problem.field}): ${problem.hint}`,
  );

describe('numbers without their country code', () => {
  it('refuses a local contact phone and a local WhatsApp number in one run, each with the number to write', async () => {
    await site.edit('site.yaml', (text) =>
      text.replace('phone: +263 77 000 0000', 'phone: 077 000 0000').replace('wa.me/263770000000', 'wa.me/0770000000'),
    );
    const problems = await contentProblemsOf(site);
    expect(problems.map(formatProblem).join('\n\n')).toMatchInlineSnapshot(`
      "✖ Phone number not valid: content/site.yaml:9:10
        Field:    contact.phone
        Expected: a phone number with + and its country code, in digits and spaces, like +263 78 123 4567
        Found:    the text "077 000 0000"
        Fix:      Write +263 77 000 0000: without its country code the number cannot be called from abroad, and search engines read it wrong.

           7 | foundingYear: 2020
           8 | contact:
        >  9 |   phone: 077 000 0000
             |          ^
          10 |   email: hello@fixture.example.org
          11 |   address:

      ✖ WhatsApp number not valid: content/site.yaml:27:8
        Field:    chat.url
        Expected: https://wa.me/ then the number with its country code, in digits only, like https://wa.me/263781234567
        Found:    the text "https://wa.me/0770000000"
        Fix:      Write https://wa.me/263770000000: WhatsApp opens a chat only with the number's country code, and no 0, + or spaces.

          25 | chat:
          26 |   label: WhatsApp
        > 27 |   url: https://wa.me/0770000000
             |        ^
          28 | navigation:
          29 |   header:"
    `);
  });

  it('refuses a WhatsApp number written with + and spaces, and reads wa.me and api.whatsapp.com alike', async () => {
    expect(whatsAppMistake('https://wa.me/+263%2078%20212%204470')).toEqual({
      found: '"+263 78 212 4470", the number with signs or spaces, which WhatsApp does not read',
      meant: 'https://wa.me/263782124470',
    });
    expect(whatsAppMistake('https://api.whatsapp.com/send?phone=0782124470&text=Hi')?.meant).toBe(
      'https://wa.me/263782124470',
    );
    expect(whatsAppMistake('https://wa.me/263782124470')).toBeUndefined();
    expect(whatsAppMistake('https://wa.me/message/ABC123')?.meant).toBe('');
    expect(whatsAppMistake('https://www.praz.org.zw/0782124470')).toBeUndefined();
  });

  it('gives no tel: link to a number without its country code', () => {
    expect(telOf('+263 78 212 4470 ext. 12')).toBe('tel:+263782124470;ext=12');
    expect(telOf('078 212 4470')).toBeUndefined();
  });

  it('refuses local numbers in Markdown and in a button, at their line and column', async () => {
    await site.edit(
      'pages/about.md',
      (text) =>
        `${text.replace('description: About the fixture company.\n', 'description: About the fixture company.\nblocks:\n  - type: cta\n    heading: Talk to us\n    text: Any question.\n    actions:\n      - label: Call us\n        href: tel:077 000 0000\n')}\n[Chat with us](https://wa.me/+263 77 000 0000) or [call](tel:0770000000).\n`,
    );
    expect(summary(await contentProblemsOf(site))).toEqual([
      'Phone number not valid at 10:15 (blocks[0].actions[0].href): Write tel:+263770000000: a number without its country code cannot be called from abroad.',
      'Phone number not valid at 14:58 (body): Write tel:+263770000000: a number without its country code cannot be called from abroad.',
      'Link with a space in its address at 14:1 (body): Put the address inside <>: [Chat with us](<https://wa.me/+263 77 000 0000>), or remove its spaces.',
    ]);
  });

  it('refuses a WhatsApp link to a local number in Markdown', async () => {
    await site.edit('pages/about.md', (text) => `${text}\n[Chat with us](https://wa.me/0770000000).\n`);
    expect(summary(await contentProblemsOf(site))).toEqual([
      "WhatsApp number not valid at 7:16 (body): Write https://wa.me/263770000000: WhatsApp opens a chat only with the number's country code, and no 0, + or spaces.",
    ]);
  });
});

/** The page's schema.org description, as a JSON-LD script element. */
import { useSite } from '../context';
import { scriptJson, structuredDataOf } from './structured-data';

/** The page's schema.org description as JSON-LD (data, not code, so a strict CSP allows it). */
export function StructuredData() {
  const { model, page } = useSite();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by scriptJson
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredDataOf(model, page)) }} />;
}

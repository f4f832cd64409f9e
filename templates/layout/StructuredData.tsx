/** The page's schema.org description, as a JSON-LD script element. */
import { useSite } from '../context';
import { scriptJson, structuredDataOf } from './structured-data';

/** The page's schema.org description as JSON-LD (data, not code, so a strict CSP allows it). */
export function StructuredData() {
  const { model, page } = useSite();
  const data = structuredDataOf(model, page);
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by scriptJson
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}

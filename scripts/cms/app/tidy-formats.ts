/**
 * The editor's writers for YAML files and Markdown front matter: a save
 * changes only the values that changed in the file as it was read
 * (tidy-yaml.ts), so a one-field edit is a one-field diff and the file's
 * comments and layout stay. A file whose shape changed, or a new one, is
 * written by the app's own writers.
 */
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml';
import type { CmsApi } from './cms-api';
import { updateFrontMatter, updateYaml } from './tidy-yaml';

/** The text of the file being saved, as it was read: set just before the app writes it. */
let saving: string | undefined;

/** Called as a save starts (the app then writes that entry at once). */
export function rememberSavedText(raw: unknown): void {
  saving = typeof raw === 'string' && raw !== '' ? raw : undefined;
}

function takeSavedText(): string | undefined {
  const text = saving;
  saving = undefined;
  return text;
}

type Formatter = Parameters<CmsApi['registerCustomFormat']>[2];

export function registerTidyFormats(cms: CmsApi): void {
  const yaml: Formatter = {
    fromFile: (content: string) => yamlFormatter.fromFile(content),
    toFile: (data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>) => {
      const original = takeSavedText();
      return (
        (original !== undefined ? updateYaml(original, data) : undefined) ??
        yamlFormatter.toFile(data, sortedKeys, comments)
      );
    },
  };
  const frontMatter: Formatter = {
    fromFile: (content: string) => FrontmatterInfer.fromFile(content),
    toFile: (data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>) => {
      const original = takeSavedText();
      return (
        (original !== undefined ? updateFrontMatter(original, data) : undefined) ??
        FrontmatterInfer.toFile(data, sortedKeys, comments)
      );
    },
  };
  // Under the names the configuration gives its collections' formats, in place of the app's own.
  cms.registerCustomFormat('yml', 'yml', yaml);
  cms.registerCustomFormat('frontmatter', 'md', frontMatter);
}

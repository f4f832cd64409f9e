/** The editing app's own writers for YAML and front matter, which the site's writers fall back on. */
declare module 'decap-cms-core/dist/esm/formats/yaml' {
  const yamlFormatter: {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
  export default yamlFormatter;
}

declare module 'decap-cms-core/dist/esm/formats/frontmatter' {
  export const FrontmatterInfer: {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
}

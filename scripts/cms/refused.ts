/** A request the web editor's backend answers with a 4xx status and `error` (and, for a refused save, the build's problems). */
export class Refused extends Error {
  override name = 'Refused';
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

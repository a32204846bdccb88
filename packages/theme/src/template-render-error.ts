/**
 * A theme template failed to parse or execute. `line` and `column` are 1-based and point into `template`
 * (a path under the theme folder, e.g. "templates/shop.html"); both are 0 when the error has no position
 * (the template file does not exist). The server catches this to show its error page.
 */
export class TemplateRenderError extends Error {
  override readonly name = 'TemplateRenderError';

  constructor(
    readonly template: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
    readonly codeFrame = '',
  ) {
    super(line > 0 ? `${template}:${line}:${column}: ${reason}` : `${template}: ${reason}`);
  }
}

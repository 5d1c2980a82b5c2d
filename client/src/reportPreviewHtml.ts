// The page of the report preview, as a pure function (tested without VS Code): the exported report
// with a Content-Security-Policy that allows its inline styles and nothing else.

const POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;">`;

/** The page with the preview's Content-Security-Policy put first in its head. */
export function withPreviewPolicy(html: string): string {
  return /<head>/i.test(html) ? html.replace(/<head>/i, (head) => `${head}\n${POLICY}`) : `${POLICY}\n${html}`;
}

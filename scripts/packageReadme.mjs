// The Details page the .vsix carries: docs/extension-README.md with each picture inlined as a
// data: URI, written to dist/extension-README.md for `npm run package`. VS Code's extension page
// shows images only from https: or data: (a picture the page names by a path inside the package
// stays blank), and this package names no repository for vsce to point such paths at.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = { '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** The page's markdown with each `![alt](relative path)` picture read from `root` and inlined. */
export function inlinePictures(markdown, root) {
  return markdown.replace(/(!\[[^\]]*\]\()([^)\s]+)(\))/g, (whole, open, target, close) => {
    if (/^(https?:|data:)/.test(target)) return whole;
    const type = TYPES[extname(target).toLowerCase()];
    if (!type) throw new Error(`${target}: a picture of a kind the page cannot inline`);
    return `${open}data:${type};base64,${readFileSync(join(root, target)).toString('base64')}${close}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist', 'extension-README.md'), inlinePictures(readFileSync(join(root, 'docs', 'extension-README.md'), 'utf8'), root));
}

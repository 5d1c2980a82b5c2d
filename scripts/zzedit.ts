import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from './benchBoards';
import { buildDocumentModel } from '../server/src/model/document';
import { resplitGames } from '../server/src/model/resplit';
import { splitGames } from '../server/src/syntax/splitter';
const text = generateFile(10000, 1);
let m = buildDocumentModel(text, {}, undefined)!;
let cur = text;
const at = text.indexOf('[Board "5000"]') - 10;
for (let i = 0; i < 10; i++) {
  const t2 = cur.slice(0, at) + (i % 2 ? 'x' : 'y') + cur.slice(at + 1);
  let s = performance.now();
  const r = resplitGames(m.text, m.chunks, t2);
  const rs = performance.now() - s; s = performance.now();
  m = buildDocumentModel(t2, {}, m)!;
  console.log('resplit', rs.toFixed(1), 'rebuild', (performance.now() - s).toFixed(1), r?.length);
  cur = t2;
}

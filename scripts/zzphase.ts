import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from './benchBoards';
import { splitGames } from '../server/src/syntax/splitter';
import { buildDocumentModel } from '../server/src/model/document';
import { computeDiagnostics } from '../server/src/features/diagnostics';
const text = generateFile(10000, 1);
const t = (n: string, f: () => any) => { const s = performance.now(); const v = f(); console.log(n, (performance.now() - s).toFixed(1)); return v; };
const m1 = t('build', () => buildDocumentModel(text, {}, undefined));
const doc = TextDocument.create('file:///a', 'pbn', 1, text);
t('diag', () => computeDiagnostics(doc, m1!, 'en'));
t('diag2', () => computeDiagnostics(doc, m1!, 'en'));
for (let i = 0; i < 3; i++) {
  const at = text.indexOf('[Board "5000"]') - 10;
  const t2 = text.slice(0, at) + 'x' + text.slice(at + 1);
  t('split', () => splitGames(t2));
  const m2 = t('rebuild', () => buildDocumentModel(t2, {}, m1));
  const d2 = TextDocument.create('file:///a', 'pbn', 2, t2);
  t('diag', () => computeDiagnostics(d2, m2!, 'en'));
}

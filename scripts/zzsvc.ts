import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from './benchBoards';
import { getLanguageService } from '../server/src/languageService';
import { computeDiagnostics } from '../server/src/features/diagnostics';
const text = generateFile(10000, 1);
const svc = getLanguageService();
let doc = TextDocument.create('file:///a', 'pbn', 1, text);
svc.doValidation(doc, { language: 'en' });
const at = text.indexOf('[Board "5000"]') - 10;
const t = (n: string, f: () => any) => { const s = performance.now(); const v = f(); return [n, (performance.now() - s).toFixed(1)].join(' '); };
for (let i = 0; i < 8; i++) {
  (globalThis as any).gc();
  const line: string[] = [];
  line.push(t('same', () => svc.doValidation(doc, { language: 'en' })));
  const p = doc.positionAt(at);
  line.push(t('update', () => { doc = TextDocument.update(doc, [{ range: { start: p, end: { line: p.line, character: p.character + 1 } }, text: i % 2 ? 'x' : 'y' }], doc.version + 1); }));
  line.push(t('getText', () => doc.getText().charCodeAt(5)));
  let m: any;
  line.push(t('parse', () => { m = svc.parse(doc, { language: 'en' }); }));
  line.push(t('diag', () => computeDiagnostics(doc, m, 'en')));
  line.push(t('diag again', () => computeDiagnostics(doc, m, 'en')));
  console.log(line.join(' | '));
}

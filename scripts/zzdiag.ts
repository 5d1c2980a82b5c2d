import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from './benchBoards';
import { getLanguageService } from '../server/src/languageService';
const text = generateFile(10000, 1);
const svc = getLanguageService();
let doc = TextDocument.create('file:///a', 'pbn', 1, text);
svc.doValidation(doc, { language: 'en' });
const at = text.indexOf('[Board "5000"]') - 10;
const s = performance.now(); const c = process.cpuUsage();
for (let i = 0; i < 40; i++) {
  const p = doc.positionAt(at);
  doc = TextDocument.update(doc, [{ range: { start: p, end: { line: p.line, character: p.character + 1 } }, text: i % 2 ? 'x' : 'y' }], doc.version + 1);
  svc.doValidation(doc, { language: 'en' });
}
console.log('per edit', (performance.now() - s) / 40, process.cpuUsage(c).user / 40000);

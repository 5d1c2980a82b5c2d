import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from './benchBoards';
import { getLanguageService } from '../server/src/languageService';
const text = generateFile(10000, 1);
const s = performance.now();
const doc = TextDocument.create('file:///a', 'pbn', 1, text);
getLanguageService().doValidation(doc, { language: 'en' });
console.log('full', performance.now() - s);

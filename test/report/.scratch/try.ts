import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../../server/src/languageService';
import { rulingReport } from '../../../server/src/features/report/rulingReport';
import { pbnGame } from '../../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../../rulings/boards';
const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags: ['[West "A <b>Smith</b>"]'] });
const doc = TextDocument.create('file:///t%20x.pbn', 'pbn', 1, text);
const model = getLanguageService().parse(doc, { language: 'en' })!;
console.log(rulingReport(doc, model, 'file', process.argv[2] as any, process.argv[3] as any));

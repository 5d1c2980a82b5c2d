import { buildDocumentModel } from '../server/src/model/document';
for (const body of ['SA HA DA CA ', 'x ', '1S ']) {
const text = '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"][Declarer "S"][Contract "7NT"][Auction "N"]\n' + body.repeat(Math.floor(10_000_000 / body.length));
let t = Date.now();
const m = buildDocumentModel(text, {})!;
console.log(body, Date.now() - t, m.games[0].model!.problems.length);
}

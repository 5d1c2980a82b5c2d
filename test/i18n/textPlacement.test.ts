/**
 * Where the words live: every user-visible text exists in English and Dutch under server/src/i18n/.
 * The scan covers all of server/src; a file outside i18n/ that picks a Dutch text (an `nl:` entry
 * or a `language === 'nl'` choice) must be one of the files that still did when the rule came in,
 * listed below (issue 20): the list may only shrink as their words move behind the registry or
 * into i18n/.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const SOURCES = path.resolve(__dirname, '../../server/src');

/** Files outside i18n/ that still hold their own English and Dutch text. */
const NOT_YET_MOVED = new Set([
  'analysis/logic/parText.ts',
  'cli/analyse.ts',
  'cli/analyseGames.ts',
  'cli/checkText.ts',
  'cli/fix.ts',
  'cli/score.ts',
  'cli/writeOutcome.ts',
  'features/board/boardData.ts',
  'features/board/boardDataRulings.ts',
  'features/board/boardLabels.ts',
  'features/board/boardOutcome.ts',
  'features/board/boardRecord.ts',
  'features/board/boardRecordMarks.ts',
  'features/board/handDiagram.ts',
  'features/editionLabel.ts',
  'features/editor/codeLens.ts',
  'features/editor/completion.ts',
  'features/editor/completionAdjusted.ts',
  'features/editor/completionSections.ts',
  'features/editor/completionValues.ts',
  'features/editor/hover.ts',
  'features/editor/hoverAdjusted.ts',
  'features/editor/hoverCard.ts',
  'features/editor/inlayHints.ts',
  'features/editor/irregularityMarks.ts',
  'features/editor/irregularityTerms.ts',
  'features/fixes/codeActions/applyRulings.ts',
  'features/fixes/fixPlan.ts',
  'features/fixes/rulingEdits.ts',
  'features/gameSummary.ts',
  'lin/service/linDiagnostics.ts',
  'lin/service/linHeaderHover.ts',
  'lin/service/linOutline.ts',
  'lin/service/linTagHelp.ts',
  'model/game/producerTags.ts',
  'model/game/rulingLine.ts',
]);

/** Every `.ts` file under a folder, relative to server/src. */
function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [path.relative(SOURCES, full).split(path.sep).join('/')] : [];
  });
}

const DUTCH_CHOICE = /\bnl: *[{'"`(]|=== 'nl'/;

describe('Text lives under i18n/', () => {
  const withDutch = sources(SOURCES).filter((file) => !file.startsWith('i18n/') && DUTCH_CHOICE.test(fs.readFileSync(path.join(SOURCES, file), 'utf8')));

  it('no file outside i18n/ gains English and Dutch text of its own', () => {
    assert.deepEqual(withDutch.filter((file) => !NOT_YET_MOVED.has(file)), [], 'move the words to server/src/i18n/');
  });

  it('the list of files not yet moved holds only files that still need it', () => {
    assert.deepEqual([...NOT_YET_MOVED].filter((file) => !withDutch.includes(file)), [], 'remove the file from NOT_YET_MOVED');
  });
});

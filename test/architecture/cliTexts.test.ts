/**
 * The command line says nothing in English only: no string a user reads is written out in
 * server/src/cli/, server/src/io/ or server/src/commands/ (the commands' pure consumers). Its
 * lines live under server/src/i18n/ in English and Dutch (cliTexts.ts, cliRefusalTexts.ts,
 * writeTexts.ts, cliUsageTexts.ts, cliHelpTexts.ts), the refusals worded in both before the run's
 * language is known (bothLanguages.ts). The scan reads
 * the sources without their comments and finds every string (quoted or a template, its `${…}`
 * parts left out) with two words of letters in a row: a sentence. What may stand there is listed
 * with why: the janitor's program. When the rule came in, the 50 files held 143 such strings in
 * 19 files (cli/args.ts 68: the help and the mistakes of the arguments; io/atomicWrite.ts 17,
 * cli/files.ts 15, io/temporaryFiles.ts 10). The scan is checked on a text that holds them.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const SOURCES = path.resolve(__dirname, '../../server/src');
const FOLDERS = ['cli', 'io', 'commands'];

/** Files whose sentences are not for the user, with why. */
const NOT_TEXT: Record<string, string> = {
  'io/temporaryJanitor.ts': 'the janitor is a program (JavaScript source in a string), not a message',
};

/** Every `.ts` file under a folder, relative to server/src. */
function sources(folder: string): string[] {
  return fs.readdirSync(path.join(SOURCES, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? sources(relative) : entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** The strings of a source (quoted or templates, `${…}` left out), comments skipped. */
function stringsOf(source: string): string[] {
  const found: string[] = [];
  let index = 0;
  /** Reads a template from after its backquote; returns its text without the `${…}` parts. */
  const template = (): string => {
    let text = '';
    while (index < source.length && source[index] !== '`') {
      if (source[index] === '\\') { text += source.slice(index, index + 2); index += 2; continue; }
      if (source.startsWith('${', index)) {
        index += 2;
        let depth = 1;
        while (index < source.length && depth > 0) {
          const character = source[index];
          if (character === '`') { index++; found.push(template()); index++; continue; }
          if (character === "'" || character === '"') { quoted(character); continue; }
          if (character === '{') depth++;
          if (character === '}') depth--;
          index++;
        }
        text += ' ';
        continue;
      }
      text += source[index++];
    }
    return text;
  };
  /** Reads a quoted string from its opening quote. */
  const quoted = (quote: string): void => {
    let text = '';
    index++;
    while (index < source.length && source[index] !== quote && source[index] !== '\n') {
      if (source[index] === '\\') { text += source.slice(index, index + 2); index += 2; continue; }
      text += source[index++];
    }
    index++;
    found.push(text);
  };
  while (index < source.length) {
    if (source.startsWith('//', index)) { index = source.indexOf('\n', index); if (index < 0) break; continue; }
    if (source.startsWith('/*', index)) { index = source.indexOf('*/', index) + 2; continue; }
    const character = source[index];
    if (character === "'" || character === '"') { quoted(character); continue; }
    if (character === '`') { index++; found.push(template()); index++; continue; }
    // A regular expression literal after these characters: skipped whole (its quotes are no strings).
    if (character === '/' && /[(,=:!&|?;{}[]\s*$/.test(source.slice(Math.max(0, index - 3), index))) {
      index++;
      while (index < source.length && source[index] !== '/' && source[index] !== '\n') index += source[index] === '\\' ? 2 : 1;
      index++;
      continue;
    }
    index++;
  }
  return found;
}

/** Two words of letters in a row: a sentence someone reads. */
const SENTENCE = /[A-Za-z]{2,}[ ,;]+[A-Za-z]{2,}/;

/** The sentences of a source. */
function sentencesOf(source: string): string[] {
  return stringsOf(source).filter((text) => SENTENCE.test(text));
}

describe('The command line has no English-only text', () => {
  it('the scan finds a sentence in a quote and in a template, not in a comment, an option or an interpolation', () => {
    assert.deepEqual(sentencesOf("throw new InputError(`${file}: cannot read (${code})`);"), [' : cannot read ( )']);
    assert.deepEqual(sentencesOf("io.stderr('no game to report\\n');"), ['no game to report\\n']);
    assert.deepEqual(sentencesOf("// the line in a comment\nio.stderr(`${file}: ${words.noGame}\\n`); const flag = '--in-place';"), []);
  });

  it('no file under cli/, io/ or commands/ writes an English sentence of its own', () => {
    const found: Record<string, string[]> = {};
    for (const file of FOLDERS.flatMap(sources)) {
      if (NOT_TEXT[file]) continue;
      const sentences = sentencesOf(fs.readFileSync(path.join(SOURCES, file), 'utf8'));
      if (sentences.length > 0) found[file] = sentences;
    }
    assert.deepEqual(found, {}, 'put these in server/src/i18n/ in English and Dutch');
  });
});

/**
 * The reader as it was before the byte-level reader (main at 0c482be: server/src/syntax's
 * splitter, stream, scanner and parser), frozen here only as the oracle of
 * test/syntax/readerEquivalence.test.ts, which proves that the faster reader gives the same games,
 * tokens, tags and problems. Not used by anything else; delete it (and that test) when the
 * reader's results are meant to change.
 */
export { splitGames, hasEmbeddingMarker } from './splitter';
export { GameStream } from './gameStream';
export { parseGame } from './parser';
export { scanGame } from './scanner';
export { findTag, sectionEnd, sectionTokens, valueContentRange } from './gameSyntax';

/**
 * The PDF libraries, pdfkit and fontkit (its CommonJS builds, which find their place by
 * __filename), in a bundle of their own (dist/pdfLibraries.js): the server and the CLI load them
 * with the first PDF, so that their 2 MB are not read when a program starts.
 */
import fontkit = require('fontkit');
import PDFDocument = require('pdfkit');

/** The libraries. */
export const pdfLibraries = { PDFDocument, fontkit };

/**
 * The text of every diagnostic, keyed by its stable code, in English and Dutch: a re-export of
 * the registry (diagnostics/registry.ts), where each code's entry holds its words, severities,
 * payload types and fixes. Revoke rulings have their own texts in laws/messages.ts.
 */
export { diagnosticMessage, knownDiagnosticCodes } from './diagnostics/registry';

/**
 * The article of Law 64C that a revoke's equity check cites in its edition: 2017 names the case
 * of a repeated revoke in the same suit (64C2(a), the 64B2 exception) and of both sides revoking
 * (64C2(b), 64B7) apart from the general rule (64C1); 1997 and 2007 have one 64C; the 1975 code
 * closes its Law 64 with a general indemnity clause.
 */
import { rulesFor } from '../../laws/editions';
import { Edition, RevokeRuling } from '../../shapes/laws';
import { Language } from '../../i18n/localize';
import { equityCitation } from '../../i18n/ddRulingTexts';

/** The article for a ruling in its edition: `64C1`, `64C2(a)`, `64C2(b)`, `64C` or `64`. */
export function equityArticleFor(ruling: RevokeRuling, edition: Edition): string {
  const articles = rulesFor(edition).equityArticles;
  if (ruling.exception === 'B2' && articles.repeatedSameSuit) return articles.repeatedSameSuit;
  if (ruling.exception === 'B7' && articles.bothSidesRevoked) return articles.bothSidesRevoked;
  return articles.general;
}

/** "Law 64C1 (Laws 2017)", "Law 64, general indemnity clause (Laws 1975)". */
export function equityCitationFor(ruling: RevokeRuling, edition: Edition, language: Language): string {
  return equityCitation(equityArticleFor(ruling, edition), rulesFor(edition).transferFormula === 'bySide', edition, language);
}

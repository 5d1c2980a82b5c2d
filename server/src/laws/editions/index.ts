/**
 * The edition modules by edition. The engine asks `rulesFor(edition)` and reads the values; this
 * is the only place that maps an edition to its rules.
 */
import { Edition, RevokeException } from '../../shapes/laws';
import { LAWS_1975 } from './l1975';
import { LAWS_1987 } from './l1987';
import { LAWS_1997 } from './l1997';
import { LAWS_2007 } from './l2007';
import { LAWS_2017 } from './l2017';
import { EditionRules } from './rulesShape';

export * from './rulesShape';
export * from './playRules';
export * from './adjustedRules';

const RULES_BY_EDITION: Record<Edition, EditionRules> = {
  '1975': LAWS_1975,
  '1987': LAWS_1987,
  '1997': LAWS_1997,
  '2007': LAWS_2007,
  '2017': LAWS_2017,
};

/** The rules of one edition. */
export function rulesFor(edition: Edition): EditionRules {
  return RULES_BY_EDITION[edition];
}

/** The article label an edition gives a 64B exception, e.g. `64B6` or `64e`; undefined when it has none. */
export function exceptionArticle(rules: EditionRules, id: RevokeException): string | undefined {
  return rules.exceptions.find((exception) => exception.id === id)?.article;
}

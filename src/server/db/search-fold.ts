import { SEARCH_FOLD } from '../../shared/domain/search-fold';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * `expression` folded for search in SQL, as `foldForSearch` folds in JavaScript: the same
 * table through `translate()`, which every PostgreSQL has (no extension, no collation).
 */
export function foldSql(expression: string): string {
  return `translate(${expression}, ${literal(SEARCH_FOLD.from)}, ${literal(SEARCH_FOLD.to)})`;
}

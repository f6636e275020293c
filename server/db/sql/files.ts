import fs from 'node:fs';

/**
 * The text of a plpgsql function kept in server/db/sql/<name>.sql (one CREATE OR REPLACE FUNCTION per
 * file, as a migration applies it), so the bodies are read and reviewed as SQL, not as strings in code.
 */
export function sqlFile(name: string): string {
  return fs.readFileSync(new URL(`./${name}.sql`, import.meta.url), 'utf8');
}

/**
 * Every TypeScript source below a folder, for the architecture tests that read the code as text
 * (imports, regular expressions, spread arguments).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts file under `folder`, depth first. */
export function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) sourceFiles(file, found);
    else if (file.endsWith('.ts')) found.push(file);
  }
  return found;
}

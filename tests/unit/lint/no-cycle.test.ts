// @vitest-environment node
/**
 * No import cycles: the lint rule (`import-x/no-cycle` in eslint.config.js) reports a planted cycle, and the
 * whole tree has none, type-only imports included (which the rule leaves aside).
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCycles, sourceFiles } from './importCycles';

const root = resolve(import.meta.dirname, '../../..');
const planted = resolve(import.meta.dirname, 'fixtures/cycle');

describe('import cycles', () => {
  it('the project lint config reports a planted cycle on both of its files (a cycle of type-only imports it leaves aside)', async () => {
    // The project's own config, without the type-aware parsing that only the other rules need.
    const eslint = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
    });
    const results = await eslint.lintFiles([planted]);
    const reported = Object.fromEntries(
      results.map((r) => [r.filePath.slice(planted.length + 1), r.messages.map((m) => `${m.ruleId} ${m.message}`)]),
    );
    expect(reported).toEqual({
      'planted-a.ts': ['import-x/no-cycle Dependency cycle detected'],
      'planted-b.ts': ['import-x/no-cycle Dependency cycle detected'],
      'types-a.ts': [],
      'types-b.ts': [],
    });
  });

  it('the walk over imports finds both planted cycles, the type-only one included', () => {
    const cycles = importCycles(root, sourceFiles(planted));
    expect(cycles.sort()).toEqual([
      ['tests/unit/lint/fixtures/cycle/planted-a.ts', 'tests/unit/lint/fixtures/cycle/planted-b.ts'],
      ['tests/unit/lint/fixtures/cycle/types-a.ts', 'tests/unit/lint/fixtures/cycle/types-b.ts'],
    ]);
  });

  it('the tree has no import cycle, type-only imports included', () => {
    expect(importCycles(root, sourceFiles(root, [planted]))).toEqual([]);
  });
});

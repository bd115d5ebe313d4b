// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFileIfPresent } from '../../../server/env-file';

const keys = ['COMEDOR_TEST_FROM_FILE', 'COMEDOR_TEST_BOTH'];
afterEach(() => keys.forEach((k) => delete process.env[k]));

describe('.env support', () => {
  it('adds the variables of the file, while the real environment wins', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'comedor-env-')), '.env');
    writeFileSync(file, 'COMEDOR_TEST_FROM_FILE=file\nCOMEDOR_TEST_BOTH=file\n');
    process.env.COMEDOR_TEST_BOTH = 'environment';
    loadEnvFileIfPresent(file);
    expect(process.env.COMEDOR_TEST_FROM_FILE).toBe('file');
    expect(process.env.COMEDOR_TEST_BOTH).toBe('environment');
  });

  it('does nothing when there is no file', () => {
    expect(() => loadEnvFileIfPresent(join(tmpdir(), 'no-such-dir-comedor', '.env'))).not.toThrow();
  });
});

// @vitest-environment node
/**
 * The lint rule against a thrown literal (eslint.config.js, `no-restricted-syntax` on server/): a planted
 * refusal with a Spanish text of its own fails `npm run lint`; the coded way passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
// an existing route file, so the type-aware rules find it in the server's tsconfig
const filePath = `${root}server/routes/health.ts`;

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // a planted text that does not parse would pass for the wrong reason
  expect(result.messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const header = `import { ApiError, apiError, badRequest } from '../errors';\nexport const planted = (bad: boolean) => {\n`;

describe('the rule against a thrown literal', () => {
  it('refuses a new ApiError with its own text', async () => {
    const found = await problems(
      `${header}  if (bad) throw new ApiError(400, 'La estación no existe.');\n  return apiError;\n};\n`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/apiError\(status, code, params, field\)/);
  }, 60_000);

  it('refuses an old helper called with a literal or a template', async () => {
    const found = await problems(
      `${header}  if (bad) throw badRequest(\`No se puede ordenar por «\${String(bad)}».\`, 'sort');\n  return [ApiError, apiError];\n};\n`,
    );
    expect(found).toHaveLength(1);
  }, 60_000);

  it('refuses an error body sent with a text of its own', async () => {
    const found = await problems(
      `import type { FastifyReply } from 'fastify';\nexport const planted = (reply: FastifyReply) =>\n  reply.status(429).send({ statusCode: 429, error: 'Too Many Requests', message: 'Demasiadas conexiones.' });\n`,
    );
    expect(found).toHaveLength(1);
  }, 60_000);

  it('accepts a coded refusal', async () => {
    const found = await problems(
      `${header}  if (bad) throw apiError(404, 'station_not_found');\n  return [ApiError, badRequest];\n};\n`,
    );
    expect(found).toEqual([]);
  }, 60_000);
});

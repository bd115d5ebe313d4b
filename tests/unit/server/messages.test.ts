// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES, spanishMessage } from '../../../server/messages/catalog';
import { apiError } from '../../../server/errors';

describe('server/messages', () => {
  it('words a code with its parameters and plural forms', () => {
    expect(spanishMessage('not_found')).toBe('No encontrado.');
    expect(apiError(404, 'not_found').message).toBe('No encontrado.');
    expect(apiError(404, 'not_found', {}, 'id').details).toEqual({ code: 'not_found', params: {} });
  });

  it('every Spanish text is a non-empty sentence', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(text.trim(), code).not.toBe('');
    }
  });
});

describe('the message areas', () => {
  it('never give one code twice (a later area would silently replace an earlier one)', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../../server/messages/*.ts', { eager: true });
    const tables = Object.values(modules).flatMap((module) =>
      Object.values(module).filter(
        (value): value is Record<string, string> =>
          !!value && typeof value === 'object' && value !== MESSAGES && Object.values(value).every((v) => typeof v === 'string'),
      ),
    );
    const codes = tables.flatMap((table) => Object.keys(table));
    expect(tables.length).toBeGreaterThan(8);
    expect(codes.length).toBe(Object.keys(MESSAGES).length);
  });
});

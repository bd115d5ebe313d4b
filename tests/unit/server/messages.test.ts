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

/** Shared code returns codes; the screens translate them and the API words them in Spanish. */
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { PASSWORD_LIMITS, passwordProblem } from '../../../model/password';
import { passwordError } from '../../../server/auth/password-rules';
import { errorMessage } from '../../../src/ui/errorMessage';
import { clientError } from '../../../dataProvider/http/httpClient';
// The customer's screens load the areas' error catalog (order_frozen, orders_closed) with their code.
import '../../../src/i18n/areaErrorsCatalog';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

describe('password rules', () => {
  it('returns a rule code, translated in both languages', async () => {
    expect(passwordProblem('abc1')).toBe('too_short');
    expect(passwordProblem('a1'.repeat(70))).toBe('too_long');
    expect(passwordProblem('abcdefghi')).toBe('letters_and_digits');
    expect(passwordProblem('abcdefg1')).toBeNull();
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.translate('comedor.password_rule.too_short', PASSWORD_LIMITS)).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('comedor.password_rule.too_short', PASSWORD_LIMITS)).toBe(
      'The password must have at least 8 characters.',
    );
    await i18nProvider.changeLocale('es');
  });

  it('keeps the Spanish message the API sends, with the code and limits for the screens', () => {
    expect(passwordError('abc1', 'password')?.message).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(passwordError('abc1', 'password')?.details).toEqual({ code: 'password_too_short', params: PASSWORD_LIMITS });
    expect(passwordError('abcdefghi', 'password')?.message).toBe('La contraseña debe contener letras y números.');
    expect(passwordError('abcdefg1', 'password')).toBeNull();
  });
});

describe('errorMessage', () => {
  it('shows a client-side failure in the chosen language and a server message as sent', async () => {
    const network = new HttpError('comedor.errors.network', 0, { code: 'network' });
    expect(errorMessage(network)).toBe('No se puede conectar con el servidor. Comprueba tu conexión.');
    expect(errorMessage(clientError('unsupported_operation', { action: 'delete', resource: 'foo' }))).toBe(
      'La operación delete no está disponible para foo',
    );
    await i18nProvider.changeLocale('en');
    expect(errorMessage(network)).toBe('Cannot reach the server. Check your connection.');
    expect(errorMessage(null)).toBe('Unknown error');
    expect(errorMessage(new HttpError('Ya existe una cuenta con ese correo.', 409, {}))).toBe(
      'Ya existe una cuenta con ese correo.',
    );
    expect(errorMessage(clientError('unknown_resource', { resource: 'foo' }))).toBe('Unknown resource: foo');
    expect(errorMessage(clientError('record_missing'))).toBe('The item does not exist');
    await i18nProvider.changeLocale('es');
  });

  it("names a cut-off's weekdays in the chosen language, not the API's Spanish", async () => {
    // what PUT orders/{id} answers after a Thursday's cut-off (Wednesday 16:00)
    const params = {
      date: '2026-12-03',
      weekday: 'jueves',
      day: 3,
      cutoffDate: '2026-12-02',
      cutoffWeekday: 'miércoles',
      cutoffDay: 2,
      time: '16:00',
    };
    const frozen = new HttpError('comedor.errors.order_frozen', 409, { code: 'order_frozen', params });
    await i18nProvider.changeLocale('en');
    expect(errorMessage(frozen)).toBe('The time to change this order ended on Wednesday 2 at 16:00.');
    const closed = new HttpError('comedor.errors.orders_closed', 409, { code: 'orders_closed', params });
    expect(errorMessage(closed)).toBe('Orders for Thursday 3 closed on Wednesday 2 at 16:00.');
    await i18nProvider.changeLocale('es');
    expect(errorMessage(frozen)).toBe('El plazo para cambiar este pedido terminó el miércoles 2 a las 16:00.');
  });
});

describe('<html lang>', () => {
  it('follows the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
    await i18nProvider.changeLocale('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import english from 'ra-language-english';
import { esShell } from '../../../src/i18n/es';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import '../../../src/i18n/adminCatalog';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

function lookup(tree: Tree, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

describe('Spanish catalog', () => {
  it('has a Spanish text for every key of ra-language-english', () => {
    const all = keys(english as unknown as Tree);
    expect(all.length).toBeGreaterThan(150);
    const missing = all.filter((k) => {
      const v = lookup(esShell as unknown as Tree, k);
      return typeof v !== 'string' || (v.trim() === '' && k !== 'ra.boolean.null');
    });
    expect(missing).toEqual([]);
  });

  it('fixes the poor wordings of ra-language-spanish', () => {
    expect(i18nProvider.translate('ra.action.remove')).toBe('Quitar');
    expect(i18nProvider.translate('ra.boolean.true')).toBe('Sí');
    expect(i18nProvider.translate('ra.message.yes')).toBe('Sí');
  });

  it('uses the spec labels on the login and user screens', () => {
    const t = (k: string) => i18nProvider.translate(k);
    expect(t('comedor.login.email')).toBe('Correo electrónico');
    expect(t('comedor.login.password')).toBe('Contraseña');
    expect(t('comedor.login.submit')).toBe('Login');
    expect(t('admin.users.list_title')).toBe('Listado de Usuarios del Sistema');
    expect(t('admin.users.delete_confirm')).toBe('¿Estás seguro de que deseas eliminar este usuario?');
  });
});

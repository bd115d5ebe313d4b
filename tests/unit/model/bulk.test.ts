// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The screens that show these codes (customer, admin) load the areas' error catalog with their code.
import '../../../src/i18n/areaErrorsCatalog';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { dishBulkProblem, dishBulkRoles, userBulkSelfProblem } from '../../../model/bulk';

describe('bulk action rules', () => {
  it('refuses deactivating or deleting a selection that holds the caller, and allows activating it', () => {
    expect(userBulkSelfProblem('deactivate', [3, 7], 7)).toEqual({ code: 'bulk_deactivate_self', field: 'ids' });
    expect(userBulkSelfProblem('delete', [7], 7)).toEqual({ code: 'bulk_delete_self', field: 'ids' });
    expect(userBulkSelfProblem('activate', [7], 7)).toBeNull();
    expect(userBulkSelfProblem('delete', [3, 4], 7)).toBeNull();
  });

  it('lets the kitchen run what it may do one by one, and keeps bringing back and moving dishes for admins', () => {
    expect(dishBulkRoles('soldOut')).toContain('Encargado');
    expect(dishBulkRoles('withdraw')).toContain('Encargado');
    expect(dishBulkRoles('restore')).toEqual(['Administrador']);
    expect(dishBulkRoles('category')).toEqual(['Administrador']);
  });

  it('asks for the stock or the category the action needs', () => {
    expect(dishBulkProblem({ action: 'stock' })).toEqual({ code: 'bulk_stock_missing', field: 'stock' });
    expect(dishBulkProblem({ action: 'stock', stock: 0 })).toBeNull();
    expect(dishBulkProblem({ action: 'category' })).toEqual({ code: 'bulk_category_missing', field: 'category' });
    expect(dishBulkProblem({ action: 'withdraw' })).toBeNull();
  });

  it('has a text for every code in both languages', async () => {
    const codes = ['bulk_delete_self', 'bulk_deactivate_self', 'bulk_stock_missing', 'bulk_category_missing'];
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('comedor.errors.bulk_delete_self')).toBe(
      'You cannot delete your own account: remove it from the selection.',
    );
    for (const code of codes) expect(i18nProvider.translate(`comedor.errors.${code}`)).not.toMatch(/comedor\.errors|[áéíóúñ]/);
    await i18nProvider.changeLocale('es');
    for (const code of codes) expect(i18nProvider.translate(`comedor.errors.${code}`)).not.toMatch(/comedor\.errors/);
  });
});

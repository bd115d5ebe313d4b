import { describe, expect, it } from 'vitest';
import { dishBulkProblem, dishBulkRoles, userBulkSelfProblem } from '../../../model/bulk';

describe('bulk action rules', () => {
  it('refuses deactivating or deleting a selection that holds the caller, and allows activating it', () => {
    expect(userBulkSelfProblem('deactivate', [3, 7], 7)?.message).toMatch(/desactivar tu propia cuenta/);
    expect(userBulkSelfProblem('delete', [7], 7)?.message).toMatch(/eliminar tu propia cuenta/);
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
    expect(dishBulkProblem({ action: 'stock' })?.field).toBe('stock');
    expect(dishBulkProblem({ action: 'stock', stock: 0 })).toBeNull();
    expect(dishBulkProblem({ action: 'category' })?.field).toBe('category');
    expect(dishBulkProblem({ action: 'withdraw' })).toBeNull();
  });
});

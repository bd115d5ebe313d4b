import { describe, expect, it } from 'vitest';
import { canSee, RESOURCE_GUARD } from '../../../authProvider/access';
import { authProvider } from '../../../authProvider';
import { ROUTE_TABLE } from '../../../src/routes/routeTable';
import { PATHS } from '../../../model/paths';
import { HOME_BY_ROLE, ROLES, type RoleName } from '../../../model/roles';

describe('canSee: the one access rule of the route guard and canAccess', () => {
  it('lets anyone see a public screen, with or without a session', () => {
    expect(canSee(null, 'public')).toBe(true);
    for (const { name } of ROLES) expect(canSee(name, 'public')).toBe(true);
  });

  it("needs a session for 'any', of any role but the display-only Pantalla", () => {
    expect(canSee(null, 'any')).toBe(false);
    for (const { name } of ROLES) expect(canSee(name, 'any')).toBe(name !== 'Pantalla');
  });

  it('lets the display-only Pantalla account see only the pick-up screen', () => {
    const visible = ROUTE_TABLE.filter((r) => r.guard !== 'public' && canSee('Pantalla', r.guard)).map((r) => r.path);
    expect(visible).toEqual([PATHS.pickupScreen]);
  });

  it('needs one of the listed roles for a role list', () => {
    const board: RoleName[] = ['Encargado', 'Administrador'];
    expect(canSee(null, board)).toBe(false);
    expect(canSee('Encargado', board)).toBe(true);
    expect(canSee('Administrador', board)).toBe(true);
    expect(canSee('Usuario', board)).toBe(false);
    expect(canSee('Usuario', [])).toBe(false);
  });

  it('opens react-admin resources to administrators only', () => {
    expect(canSee('Administrador', RESOURCE_GUARD)).toBe(true);
    expect(canSee('Usuario', RESOURCE_GUARD)).toBe(false);
    expect(canSee('Encargado', RESOURCE_GUARD)).toBe(false);
    expect(canSee(null, RESOURCE_GUARD)).toBe(false);
  });

  it("is what the auth provider's canAccess answers for the stored session", async () => {
    sessionStorage.clear();
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    // an unsigned token is enough for the client-side decode (the API checks the signature)
    const claims = Buffer.from(JSON.stringify({ id: 3, role: { id: 2, name: 'Usuario' } })).toString('base64url');
    sessionStorage.setItem('auth-token', `e30.${claims}.sig`);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: '', action: 'access' })).toBe(true);
    sessionStorage.clear();
  });
});

describe('route table', () => {
  it('sends every role home to a screen of the table that the role may see', () => {
    for (const { name } of ROLES) {
      const home = ROUTE_TABLE.find((e) => e.path === HOME_BY_ROLE[name]);
      expect(home, name).toBeDefined();
      expect(canSee(name, home!.guard), name).toBe(true);
    }
  });

  it('lists each path once, keeps the public screens public and every admin-frame screen for administrators only', () => {
    const paths = ROUTE_TABLE.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [PATHS.login, PATHS.recovery, PATHS.resetPassword, PATHS.signup]) {
      expect(ROUTE_TABLE.find((e) => e.path === p)?.guard).toBe('public');
    }
    const reactAdminPages: string[] = [PATHS.accessDenied, PATHS.authenticationError];
    for (const e of ROUTE_TABLE.filter((r) => r.frame === 'admin' && !reactAdminPages.includes(r.path))) {
      expect(canSee('Administrador', e.guard), e.path).toBe(true);
      expect(canSee('Usuario', e.guard), e.path).toBe(false);
      expect(canSee('Encargado', e.guard), e.path).toBe(false);
    }
  });
});

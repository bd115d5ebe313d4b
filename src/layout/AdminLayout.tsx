/**
 * Layout of the administrator's screens. Any other role never gets the admin chrome: the screens inside
 * send them to `/` (their home) through RoleGuard or the access-denied route.
 */
import { Suspense, type ReactNode } from 'react';
import { Layout, Loading } from 'react-admin';
import { ADMIN } from '../../model/roles';
import { getSession } from '../../dataProvider/http/session';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

export function AdminLayout({ children }: { children: ReactNode }) {
  const screen = <Suspense fallback={<Loading />}>{children}</Suspense>;
  if (getSession()?.role !== ADMIN) return screen;
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {screen}
    </Layout>
  );
}

/** One route table entry drawn: its guard, its frame (the customer or kitchen layout, loaded on demand) and its screen. */
import { createElement, Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Frame, RouteEntry } from './routeTable';
import { RoleGuard } from '../../customRoutes/RoleGuard';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from '../ui/PageLoading';

const CustomerLayout = lazyScreen(() => import('../../customRoutes/customer/CustomerLayout'), 'CustomerLayout');
const KitchenLayout = lazyScreen(() => import('../../customRoutes/kitchen/KitchenLayout'), 'KitchenLayout');

/** The admin frame is react-admin's layout, which wraps the admin area's routes itself. */
export const FRAMES: Record<Frame, ComponentType<{ children: ReactNode }> & { preload?: () => Promise<void> }> = {
  none: Fragment,
  admin: Fragment,
  customer: CustomerLayout,
  kitchen: KitchenLayout,
};

export function RouteElement({ entry }: { entry: RouteEntry }) {
  const FrameComponent = FRAMES[entry.frame];
  const content = entry.redirect ? (
    <Navigate to={entry.redirect} replace />
  ) : entry.screen ? (
    createElement(entry.screen, entry.props)
  ) : null;
  return (
    <RoleGuard guard={entry.guard}>
      <Suspense fallback={<PageLoading />}>
        <FrameComponent>
          <Suspense fallback={<PageLoading />}>{content}</Suspense>
        </FrameComponent>
      </Suspense>
    </RoleGuard>
  );
}

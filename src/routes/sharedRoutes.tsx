/** Screens open to any logged-in role, outside the admin layout: /list (the reward card). */
import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { Loading } from 'react-admin';
import { RoleGuard } from '../../customRoutes/RoleGuard';
import { lazyScreen } from './lazyScreen';

const RewardCardPage = lazyScreen(() => import('../rewards/RewardCardPage'), 'RewardCardPage');

export const sharedRoutes: React.ReactElement[] = [
  <Route
    key="list"
    path="/list"
    element={
      <RoleGuard roles="any">
        <Suspense fallback={<Loading />}>
          <RewardCardPage />
        </Suspense>
      </RoleGuard>
    }
  />,
];

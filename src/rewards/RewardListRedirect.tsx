import { Navigate } from 'react-router-dom';

export function RewardListRedirect() {
  return <Navigate to="/rewarmanagement-madm-admin" replace />;
}

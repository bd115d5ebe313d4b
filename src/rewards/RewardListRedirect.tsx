import { Navigate } from 'react-router-dom';
import { PATHS } from '../../model/paths';

export function RewardListRedirect() {
  return <Navigate to={PATHS.rewardManagement} replace />;
}

/** Public screens: password recovery and reset. The login page is react-admin's loginPage and catchAll. */
import { Route } from 'react-router-dom';
import { RecoveryPage } from './RecoveryPage';
import { ResetPasswordPage } from './ResetPasswordPage';

export const publicRoutes: React.ReactElement[] = [
  <Route key="recovery" path="/recovery" element={<RecoveryPage />} />,
  <Route key="reset-password" path="/reset-password" element={<ResetPasswordPage />} />,
];
export { LoginPage } from './LoginPage';
export { CatchAllLogin } from './CatchAllLogin';

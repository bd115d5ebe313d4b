/** Public screens: login, password recovery and reset. */
export const publicRoutes: React.ReactElement[] = [];
export { Login as LoginPage } from 'react-admin';

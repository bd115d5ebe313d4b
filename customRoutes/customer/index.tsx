/** The customer app's routes (role Usuario). */
export const customerRoutes: React.ReactElement[] = [];

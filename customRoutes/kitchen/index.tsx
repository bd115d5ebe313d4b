/** The kitchen app's routes (role Encargado). */
export const kitchenRoutes: React.ReactElement[] = [];

export const adminEs = { admin: {} };

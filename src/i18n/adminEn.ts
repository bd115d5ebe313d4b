export const adminEn = { admin: {} };

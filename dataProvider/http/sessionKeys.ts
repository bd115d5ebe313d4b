/** The spec's sessionStorage keys of a session (dataProvider/http/session.ts; the page's first script reads them too). */
export const TOKEN_KEY = 'auth-token';
export const USER_KEY = 'auth-user';
export const ROLE_KEY = 'auth-role';

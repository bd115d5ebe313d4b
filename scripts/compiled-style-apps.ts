/**
 * The screens whose styles are compiled at build time (src/ui/compiledStyles.ts), by the frame or screen that adopts
 * them: the log-in screen (its rules in the entry, where the screen is), the kitchen's board (in the kitchen's chunk) and
 * the customer's home, menu and cart (in the customer's frame's chunk).
 */
export const COMPILED_STYLE_APPS: { id: string; email?: string; screens: string[]; file: URL }[] = [
  {
    id: 'login',
    screens: ['/login'],
    file: new URL('../customRoutes/public/compiledStyles.json', import.meta.url),
  },
  {
    id: 'kitchen',
    email: 'encargado@comedor.es',
    screens: ['/board-chef'],
    file: new URL('../customRoutes/kitchen/compiledStyles.json', import.meta.url),
  },
  {
    id: 'customer',
    email: 'usuario@comedor.es',
    screens: ['/board-user', '/crear_menu', '/carrito'],
    file: new URL('../customRoutes/customer/compiledStyles.json', import.meta.url),
  },
];

/** Emotion's name for a rule: its class `css-<name>`, or its keyframes `animation-<name>`; null for a global rule. */
export function styleNameOf(rule: string): string | null {
  const keyframes = /^@(?:-webkit-)?keyframes (animation-[a-z0-9]+)/.exec(rule);
  if (keyframes) return keyframes[1];
  return /\.css-([a-z0-9]+)/.exec(rule)?.[1] ?? null;
}

/** Codes of placing, changing and cancelling an order. */
export const ORDER_MESSAGES = {} as const;

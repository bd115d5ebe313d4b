/** The customer app's strings (namespace `customer`), Spanish and English. */
export const customerMessages = {
  es: { customer: {} },
  en: { customer: {} },
};

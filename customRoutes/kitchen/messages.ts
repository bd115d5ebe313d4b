/** The kitchen app's strings (namespace `kitchen`), Spanish and English. */
export const kitchenMessages = {
  es: { kitchen: {} },
  en: { kitchen: {} },
};

/** The customer app's strings (namespace `customer`), Spanish and English. */
import { customerEs } from './messagesEs';
import { customerEn } from './messagesEn';

export const customerMessages = {
  es: { customer: customerEs },
  en: { customer: customerEn },
};

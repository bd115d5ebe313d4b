import { mergeTranslations, type TranslationMessages } from 'react-admin';
import spanish from 'ra-language-spanish';
import { customerMessages } from '../../customRoutes/customer/messages';
import { kitchenMessages } from '../../customRoutes/kitchen/messages';

export const es: TranslationMessages = mergeTranslations(spanish, customerMessages.es, kitchenMessages.es);

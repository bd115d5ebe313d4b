import { mergeTranslations, type TranslationMessages } from 'react-admin';
import english from 'ra-language-english';
import { customerMessages } from '../../customRoutes/customer/messages';
import { kitchenMessages } from '../../customRoutes/kitchen/messages';

export const en: TranslationMessages = mergeTranslations(english, customerMessages.en, kitchenMessages.en);

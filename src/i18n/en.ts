import { mergeTranslations, type TranslationMessages } from 'react-admin';
import english from 'ra-language-english';
import { customerMessages } from '../../customRoutes/customer/messages';
import { kitchenMessages } from '../../customRoutes/kitchen/messages';
import { shellEn } from './shellEn';
import { adminEn } from './adminEn';

export const en: TranslationMessages = mergeTranslations(english, shellEn, adminEn, customerMessages.en, kitchenMessages.en);

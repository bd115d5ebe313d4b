import { mergeTranslations, type TranslationMessages } from 'react-admin';
import english from 'ra-language-english';
import { customerMessages } from '../../customRoutes/customer/messages';
import { kitchenMessages } from '../../customRoutes/kitchen/messages';
import { shellEn } from './shellEn';
import { adminEn } from './adminEn';
import { dataEn } from './dataEn';

export const en: TranslationMessages = mergeTranslations(english, shellEn, adminEn, dataEn, customerMessages.en, kitchenMessages.en);

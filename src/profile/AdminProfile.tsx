/** /profile-admin: 'Mi perfil' with the fixed description of the administrator's duties. */
import { Title, useTranslate } from 'react-admin';
import { OwnProfile } from '../ui/OwnProfile';

export function AdminProfile() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('comedor.profile.title')} />
      <OwnProfile descriptionKey="comedor.profile.admin_description" />
    </>
  );
}

/** Filters beside the users list: search, role and active. They live in the URL with the sort and page. */
import { SearchInput, SelectInput, type TranslateFunction } from 'react-admin';
import { ROLE_CHOICES } from './roleChoices';

export function userFilters(translate: TranslateFunction) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.users.search')} />,
    <SelectInput
      key="role"
      source="role"
      alwaysOn
      label={translate('data.filters.role')}
      emptyText={translate('data.filters.all')}
      choices={ROLE_CHOICES}
    />,
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      label={translate('data.filters.active')}
      emptyText={translate('data.filters.all')}
      choices={[
        { id: 'true', name: translate('data.filters.active_yes') },
        { id: 'false', name: translate('data.filters.active_no') },
      ]}
    />,
  ];
}

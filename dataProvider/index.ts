/** react-admin data provider mapping each resource onto the API's paths (see server/API.md). */
import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL } from './apiUrl';

export const dataProvider: DataProvider = simpleRestProvider(API_URL);

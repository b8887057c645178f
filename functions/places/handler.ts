import { createHttpHandler } from '../lib/http-handler';
import { searchPlaces } from './routes/search-places';

export const handler = createHttpHandler('places', { searchPlaces });

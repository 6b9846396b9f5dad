// The script of the page the server draws for this route, before the app's (decision 072).
import { registerDrawnPage } from '../app/drawn-pages';
import * as page from '../app/routes/provider-detail';

registerDrawnPage('salon', page);

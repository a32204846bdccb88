export { formRoutes, type FormRoutesOptions } from './routes';
export { loadPublicForms, type FormsApp } from './service';

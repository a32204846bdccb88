export { loadPublicForms, type FormsApp } from './service';

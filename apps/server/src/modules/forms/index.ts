export { formRoutes, type FormRoutesOptions } from './routes';
export { loadProductForms, loadPublicForms, type FormsApp } from './service';
export { productFormAnswerSnapshots, type FormAnswerSnapshot } from './product-answers';
export { csvCell } from './submissions';

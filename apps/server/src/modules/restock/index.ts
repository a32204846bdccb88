export { restockRoutes } from './routes';
export { restockContextFor } from './restock-context';
export { sendRestockNoticesIfRestocked } from './send';
export { signUpForRestock, type RestockSignUpInput } from './sign-up';
export { RESTOCK_NOTICE_JOB_KIND } from './notice-job';
export { csvCell } from './owner-lists';

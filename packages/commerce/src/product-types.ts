/** The contracts' product type codes, offered here too for the code that reads products through commerce. */
export { PRODUCT_TYPE } from '@plinth/contracts';

export { checkoutSettingsRoutes } from './routes';
export { countCouponUse, loadPricingConfig, pricesIncludeTax, type PricingConfig } from './pricing-config';

export { installmentRoutes } from './routes';
export {
  cartInstallmentsOf,
  installmentSettingsOf,
  type CartInstallmentProps,
  type InstallmentSettingsProps,
} from './service';
export { installmentInfoPage } from './info-pages';

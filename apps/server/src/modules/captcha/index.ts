export { captchaClientConfig, verifyCaptcha, type CaptchaApp, type CaptchaCheck } from './service';
export { captchaRoutes } from './routes';
export { purgeSpentChallenges } from './spent-purge';

export { captchaClientConfig, verifyCaptcha, type CaptchaCheck } from './service';

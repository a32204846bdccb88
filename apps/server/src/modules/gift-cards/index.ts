export { giftCardRoutes } from './routes';
export {
  applyGiftCard,
  checkGiftCard,
  giftCardEmailKey,
  issueGiftCards,
  redeemGiftCard,
  returnGiftCardsOfOrder,
  type GiftCardCheck,
  type GiftCardLine,
} from './service';

import '../styles/islands.css';
import '../styles/account.css';
import { Account } from '../account/Account.island';
import { hydrateIslands } from '../hydrate-islands.client';

hydrateIslands('account', Account);

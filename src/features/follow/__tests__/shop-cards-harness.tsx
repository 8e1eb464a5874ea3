import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import type { ShopCard } from '../../../types/catalogue';
import { FollowButton } from '..';

/**
 * Stands in for a page with shop cards (the home's seller tiles, the shop page places
 * the button there) in the follow tests: the followed list's two shops, the first one twice (a
 * home section and the shop's own header), both not followed as the cards say.
 */
export default function ShopCardsHarness() {
  const shops = fixtureAnswer<{ sellers: { data: ShopCard[] } }>('lists/followed-sellers', 'following').sellers.data.map((shop) => ({
    ...shop,
    is_followed: false,
  }));
  const cards = [shops[0], shops[1], shops[0]];
  return (
    <ul>
      {cards.map((shop, index) => (
        <li key={index} aria-label={`card ${index + 1}`}>
          {shop.shop_name} <FollowButton shop={shop} />
        </li>
      ))}
    </ul>
  );
}

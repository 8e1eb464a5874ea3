/**
 * The address book and its geography (test/contract/commerce/user-address-checkout.json, test/contract/account/{store,default,delete}-user-address.json and the geography fixtures beside them), as 1.6.7's `Site/AddressController`
 * answers: `get/country-list`, `state/by-country/{id}`, `city/by-state/{id}`, `user/address`,
 * `store/user-address`, `default/user-address/{type}/{id}`, `delete/user-address/{id}`. None has a
 * guard; guests keep their addresses in the session. Business errors are HTTP 200 `{error}`.
 */
import { Hono, type Context } from 'hono';
import { demoRefusal } from '../lib/demo';
import type { AppEnv } from '../lib/context';
import { loadUser } from '../lib/session';
import { z } from 'zod';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import { required } from '../lib/validate';
import {
  citiesOf,
  deleteAddress,
  guestAddresses,
  laravelInput,
  listCountries,
  makeDefault,
  statesOf,
  storeAddress,
  userAddresses,
} from '../services/address';
import { fullUserOut } from '../services/auth-format';
import { cartOwner, dropBuyNow } from '../services/cart';
import { checkoutPayload, cityIdOf, deleteUnpaidOrders, lineScope, pickupHubsFor } from '../services/checkout';
import { withTrxLock } from '../lib/trx-lock';
import { addOns } from '../services/shell';

/** An uncaught PHP `Error` (a method called on null): Laravel's production 500 answer. */
const phpError = (c: Context<AppEnv>) => c.json({ message: 'Server Error' }, 500);

/**
 * store/user-address: the 1.6.7 rules in their order, all `required` (postal_code only while the
 * ramdhani add-on is off). The other fields pass on as posted (after Laravel's trimming).
 */
const addressRules = (postalCodeRequired: boolean) =>
  z.object({
    name: required('name'),
    email: required('email'),
    phone_no: required('phone_no'),
    country_id: required('country_id'),
    state_id: required('state_id'),
    address: required('address'),
    ...(postalCodeRequired ? { postal_code: required('postal_code') } : {}),
  });

export function addressRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/get/country-list', async (c) => c.json({ countries: await listCountries(c.get('deps').db, c.get('base')) }));

  r.get('/state/by-country/:id', async (c) => c.json({ states: await statesOf(c.get('deps').db, c.req.param('id')) }));

  r.get('/city/by-state/:id', async (c) => c.json({ cities: await citiesOf(c.get('deps').db, c.req.param('id')) }));

  /**
   * The checkout's and the address page's data (test/contract/commerce/user-address-checkout.json): the addresses, the
   * session-scoped «CartPayload» (area_base groups carry the city cost of the signed-in shopper's
   * default shipping address; a guest has none, so 0) and the pickup hubs (signed in and
   * `pickup_point` on, else []). As the original (1.6.7 app/Repositories/Site/CartRepository.php:681-686) it deletes the cart trx's unpaid
   * orders, under the trx lock so it never interleaves with a confirm-order or complete-order.
   */
  r.get('/user/address', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const user = c.get('user');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    if (c.req.query('cart_page') === '1') await dropBuyNow(db, owner);
    const scope = await lineScope(db, owner);
    const areaCityId = user ? cityIdOf(user.shipping_address_row) : null;
    const cart = await checkoutPayload(db, base, data, owner, scope, { areaCityId });
    const trx = cart.carts[0]?.trx_id;
    if (trx) await withTrxLock(trx, () => deleteUnpaidOrders(db, trx));
    return c.json({
      addresses: user ? await userAddresses(db, user.id) : guestAddresses(c.get('session')),
      ...cart,
      pickup_hubs: await pickupHubsFor(db, data, !!user),
    });
  });

  r.post('/store/user-address', async (c) => {
    const input = laravelInput(await readBody(c));
    const postalCodeRequired = !addOns(await c.get('store').get()).includes('ramdhani');
    const checked = addressRules(postalCodeRequired).safeParse(input);
    if (!checked.success) return validationError(c, fieldErrors(checked.error));
    const user = c.get('user');
    const outcome = await storeAddress(c.get('deps').db, user ? { userId: user.id } : { session: c.get('session') }, input);
    if (outcome.kind === 'server-error') return phpError(c);
    if (outcome.kind === 'error') return c.json({ error: outcome.message });
    // `address` is the literal text, not the saved address.
    return c.json({ address: 'Address Added', success: 'Address Created Successfully' });
  });

  r.post('/default/user-address/:type/:id', async (c) => {
    const user = c.get('user');
    // Sentinel::getUser()->addresses() on a guest: a PHP Error, HTTP 500.
    if (!user) return phpError(c);
    const { db } = c.get('deps');
    await makeDefault(db, user.id, c.req.param('type'), c.req.param('id'));
    const fresh = (await loadUser(db, user.id)) ?? user;
    const affiliate = addOns(await c.get('store').get()).includes('affiliate');
    return c.json({ user: fullUserOut(fresh, c.get('base'), { affiliate }), success: 'Updated Successfully' });
  });

  r.get('/delete/user-address/:id', async (c) => {
    // A GET that deletes: lib/csrf.ts lists it with the other state-changing GETs.
    const refused = demoRefusal(c);
    if (refused) return refused;
    const user = c.get('user');
    const outcome = await deleteAddress(c.get('deps').db, user ? { userId: user.id } : { session: c.get('session') }, c.req.param('id'));
    if (outcome.kind === 'error') return c.json({ error: outcome.message });
    return c.json({ address: outcome.deleted, success: 'Address Deleted Successfully' });
  });

  return r;
}

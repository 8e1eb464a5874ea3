import type { Migration } from '../schema';

/**
 * Accounts: geography (the original's countries columns, flag_icons, states, cities),
 * the address book, and the guests' session address book (test/contract/account/{user-address,country-list}.json, test/contract/commerce/{user-address-checkout,confirm-order}.json).
 *
 * `users.shipping_address_row` / `billing_address_row` hold a copy of the user's default addresses
 * (the first row, by id, with the flag set, as `getShippingAddressAttribute` picks it), kept by a
 * trigger on `addresses`. Every `SELECT * FROM users` therefore carries them, and «User» can show
 * them without another query wherever a user row is serialised.
 *
 * `sessions.addresses` is the original's `session('addresses')`: NULL while the session never had
 * one, else a PHP array as an object keyed by its integer keys (`{"0": {...}, "2": {...}}`).
 * It and `addresses.address_ids` are `json`, not `jsonb`, so the keys keep the order they were
 * written in, as the original's serialised values do.
 */
export const ADDRESS_MIGRATION: Migration = {
  version: 5,
  name: 'accounts-addresses',
  sql: `
ALTER TABLE countries
  ADD COLUMN iso3 text, ADD COLUMN currency text, ADD COLUMN currency_symbol text,
  ADD COLUMN latitude numeric(10,8), ADD COLUMN longitude numeric(11,8),
  ADD COLUMN status int NOT NULL DEFAULT 1,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE flag_icons (
  id serial PRIMARY KEY, image text NOT NULL, title text NOT NULL,
  created_at timestamptz, updated_at timestamptz
);
CREATE INDEX flag_icons_title_idx ON flag_icons(title);

CREATE TABLE states (
  id serial PRIMARY KEY, name text NOT NULL, country_id int NOT NULL REFERENCES countries(id),
  latitude numeric(10,8), longitude numeric(11,8), status int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX states_country_idx ON states(country_id, name);

CREATE TABLE cities (
  id serial PRIMARY KEY, name text NOT NULL, state_id int NOT NULL REFERENCES states(id), country_id int NOT NULL REFERENCES countries(id),
  cost double precision NOT NULL DEFAULT 0, latitude numeric(10,8), longitude numeric(11,8), status int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cities_state_idx ON cities(state_id, name);

CREATE TABLE addresses (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL, email text NOT NULL, phone_no text, address text NOT NULL,
  address_ids json, country text, state text, city text,
  latitude numeric(10,8), longitude numeric(11,8), postal_code text,
  default_shipping int NOT NULL DEFAULT 0, default_billing int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses(user_id, id);

ALTER TABLE users ADD COLUMN shipping_address_row jsonb, ADD COLUMN billing_address_row jsonb;
ALTER TABLE sessions ADD COLUMN addresses json;

CREATE FUNCTION addresses_sync_user_defaults() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  uid int;
BEGIN
  FOR uid IN
    SELECT DISTINCT x FROM (VALUES
      (CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END),
      (CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END)) AS v(x)
    WHERE x IS NOT NULL
  LOOP
    UPDATE users SET
      shipping_address_row = (SELECT to_jsonb(a) FROM addresses a WHERE a.user_id = uid AND a.default_shipping = 1 ORDER BY a.id LIMIT 1),
      billing_address_row = (SELECT to_jsonb(a) FROM addresses a WHERE a.user_id = uid AND a.default_billing = 1 ORDER BY a.id LIMIT 1)
    WHERE id = uid;
  END LOOP;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER addresses_user_defaults AFTER INSERT OR UPDATE OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION addresses_sync_user_defaults();
`,
};

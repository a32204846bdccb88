import type { ApiError, CartEntry, FormField, PlaceOrderResponse, ShoppingCart } from '@plinth/contracts';
import { CART_API } from '@plinth/contracts';
import { newId } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { orderBody, placeOrder } from './fixtures/checkout';
import { demoProduct, useTestApp, Visitor } from './fixtures/create-test-app';

/** Issue 11 part 6: a product's additional-fields form, its answers on cart lines, and editing them. */

const FIELDS: FormField[] = [
  {
    id: 'grind',
    type: 'select',
    title: 'Grind',
    description: '',
    options: ['Whole bean', 'Espresso'],
    required: true,
  },
  {
    id: 'note',
    type: 'textarea',
    title: 'Gift note',
    description: '',
    placeholder: '',
    required: false,
    maxLength: 20,
  },
];

describe.each(testEngines())('product form answers in the cart on %s', (engine) => {
  const t = useTestApp(engine);

  async function mugWithForm() {
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const now = new Date().toISOString();
    const formId = newId();
    const definition = {
      fields: FIELDS,
      submitLabel: 'Add',
      parsedSubmissionMessage: '',
      submissionHTML: '',
      successRedirect: '',
      parsedDisclaimerMessage: '',
      captchaEnabled: false,
      captchaTheme: 'light',
      captchaAlignment: 'left',
    };
    await t.db.kysely
      .insertInto('forms')
      .values({
        id: formId,
        website_id: mug.websiteId,
        name: 'Mug options',
        version: 1,
        definition: JSON.stringify(definition),
        notification_email: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db.kysely
      .updateTable('products')
      .set({ additional_fields_form_id: formId })
      .where('id', '=', mug.id)
      .execute();
    // The catalogue is cached by version: an owner's product save raises it; so does this test.
    await t.db.kysely
      .updateTable('websites')
      .set({ catalog_version: sql<number>`catalog_version + 1` })
      .where('id', '=', mug.websiteId)
      .execute();
    return mug;
  }

  async function shopper(): Promise<Visitor> {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    return visitor;
  }

  test('answers are checked with the form rules, and different answers stay separate lines', async () => {
    const mug = await mugWithForm();
    const visitor = await shopper();
    const add = (answers: unknown) =>
      visitor.addToCart({
        itemId: mug.id,
        sku: mug.sku(),
        quantity: 1,
        additionalFields: JSON.stringify(answers),
      });

    const missing = await add({ note: 'hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>()).toMatchObject({
      code: 'CART_FORM_INVALID',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { grind: 'Required' },
    });
    const tooLong = await add({ grind: 'Espresso', note: 'x'.repeat(21) });
    expect(tooLong.json<ApiError>().fieldErrors).toEqual({ note: 'You have exceeded the character limit.' });
    const wrongOption = await add({ grind: 'Instant' });
    expect(wrongOption.json<ApiError>()).toMatchObject({
      message: 'Could not parse the form fields, please check your entries.',
    });

    expect((await add({ grind: 'Espresso' })).statusCode).toBe(200);
    expect((await add({ grind: 'Espresso', unknown: 'dropped' })).statusCode).toBe(200);
    const other = await add({ grind: 'Whole bean', note: '<script>x</script>' });
    expect(other.statusCode).toBe(200);
    const cart = other.json<{ shoppingCart: ShoppingCart }>().shoppingCart;
    expect(cart.entries.map((e) => [e.quantity, e.additionalFields])).toEqual([
      [2, JSON.stringify({ grind: 'Espresso' })],
      [1, JSON.stringify({ grind: 'Whole bean', note: '<script>x</script>' })],
    ]);
  });

  test("the product page's JSON context carries its form, for a quick view opened from a listing", async () => {
    const mug = await mugWithForm();
    const visitor = await shopper();
    const page = (await visitor.get('/shop/p/ceramic-mug?format=json')).json<{
      item: { id: string; additionalFieldsFormId: string | null };
      additionalFieldsForm: { id: string; name: string; fields: FormField[] } | null;
    }>();
    expect(page.item.id).toBe(mug.id);
    expect(page.additionalFieldsForm?.id).toBe(page.item.additionalFieldsFormId);
    expect(page.additionalFieldsForm?.name).toBe('Mug options');
    expect(page.additionalFieldsForm?.fields.map((field) => field.id)).toEqual(['grind', 'note']);
    const plain = (await visitor.get('/shop/p/sticker-pack?format=json')).json<Record<string, unknown>>();
    expect(plain.additionalFieldsForm).toBeNull();
  });

  test("PUT .../additionalFields changes one line's answers and answers {shoppingCart, updatedEntry}", async () => {
    const mug = await mugWithForm();
    const visitor = await shopper();
    const added = await visitor.addToCart({
      itemId: mug.id,
      sku: mug.sku(),
      quantity: 3,
      additionalFields: JSON.stringify({ grind: 'Espresso' }),
    });
    const entry = added.json<{ newlyAdded: CartEntry }>().newlyAdded;
    const put = (entryId: string, answers: unknown, as = visitor, sku = mug.sku()) =>
      as.request({
        method: 'PUT',
        url: CART_API.entryAdditionalFields(entryId),
        json: { itemId: mug.id, sku, additionalFields: JSON.stringify(answers) },
      });

    const changed = await put(entry.id, { grind: 'Whole bean', note: 'For Ada' });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json<{ shoppingCart: ShoppingCart; updatedEntry: CartEntry }>();
    expect(body.updatedEntry).toMatchObject({
      id: entry.id,
      quantity: 3,
      additionalFields: JSON.stringify({ grind: 'Whole bean', note: 'For Ada' }),
    });
    expect(body.shoppingCart.entries).toHaveLength(1);

    const invalid = await put(entry.id, { note: 'no grind' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiError>().fieldErrors).toEqual({ grind: 'Required' });

    const stranger = await shopper();
    const notTheirs = await put(entry.id, { grind: 'Espresso' }, stranger);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json<ApiError>().message).toBe('Unable to update form');
    expect((await put(entry.id, { grind: 'Espresso' }, visitor, 'OTHER-SKU')).statusCode).toBe(404);

    const noCrumb = await visitor.request({
      method: 'PUT',
      url: CART_API.entryAdditionalFields(entry.id),
      json: { itemId: mug.id, additionalFields: '{}' },
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    const after = await visitor.get(CART_API.cart);
    expect(after.json<ShoppingCart>().entries[0]?.additionalFields).toBe(
      JSON.stringify({ grind: 'Whole bean', note: 'For Ada' }),
    );
  });

  test('the order keeps the answers summarised, and its status page shows them escaped', async () => {
    const mug = await mugWithForm();
    const visitor = await shopper();
    const added = await visitor.addToCart({
      itemId: mug.id,
      sku: mug.sku(),
      quantity: 1,
      additionalFields: JSON.stringify({ grind: 'Espresso', note: '<b>Hi</b> Ada' }),
    });
    const cartId = added.json<{ shoppingCart: ShoppingCart }>().shoppingCart.id;
    const placed = await placeOrder(visitor, orderBody(cartId));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponse>().order;
    expect(order.lines[0]?.answers).toEqual([
      { title: 'Grind', summary: 'Espresso' },
      { title: 'Gift note', summary: '<b>Hi</b> Ada' },
    ]);
    const page = await visitor.get(`/orders/${order.statusToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Grind: Espresso');
    expect(page.body).toContain('Gift note: &lt;b&gt;Hi&lt;/b&gt; Ada');
    expect(page.body).not.toContain('<b>Hi</b>');
  });

  test('a product without a form cannot have its answers edited', async () => {
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const visitor = await shopper();
    await t.db.kysely
      .updateTable('products')
      .set({ additional_fields_form_id: null })
      .where('id', '=', mug.id)
      .execute();
    await t.db.kysely
      .updateTable('websites')
      .set({ catalog_version: sql<number>`catalog_version + 1` })
      .where('id', '=', mug.websiteId)
      .execute();
    const added = await visitor.addToCart({
      itemId: mug.id,
      sku: mug.sku(),
      quantity: 1,
      additionalFields: null,
    });
    const entry = added.json<{ newlyAdded: CartEntry }>().newlyAdded;
    const put = await visitor.request({
      method: 'PUT',
      url: CART_API.entryAdditionalFields(entry.id),
      json: { itemId: mug.id, additionalFields: '{}' },
    });
    expect(put.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import type { TProduct, TPurchase } from '../../src/shared/store';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { apiClient, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const sent: Array<{ to: string; subject: string; html: string }> = [];

function storeSettings(): TSettings {
  const s = defaultSettings();
  s.products = { enabled: true, storeEnabled: true, taxRate: 8, allowPurchasesWithInsufficientFunds: false };
  s.prime = { ...s.prime, enabled: true, purchaseAmount: 500, storePurchaseDiscount: 10, sameDayDeliveryEnabled: true };
  s.notifications = { email: 'teacher@school.org', enabled: { forSongs: false, forStore: true } };
  return s;
}

async function classroom(settings = storeSettings()) {
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id);
  return { teacher, course, client: await signIn(t.app, teacher.username) };
}

async function studentWith(teacher: MadeUser, courseId: string, points: number, extra = {}) {
  const student = await makeStudent(t.database.db, teacher.id, { courseId, ...extra });
  if (points > 0) await giveBonus(t.database.db, teacher.id, student.id, points);
  return { student, client: await signIn(t.app, student.username) };
}

const order = (lines: Array<[string, number]>) => ({
  purchase: { products: lines.map(([id]) => id), quantities: Object.fromEntries(lines) },
});

beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async (m) => void sent.push(m) } });
});
afterAll(() => t.close());

describe('products', () => {
  it('teachers manage their catalogue; students see only products in stock; others get 404', async () => {
    const { teacher, course, client } = await classroom();
    const added = await client.post<{ product: TProduct }>('/api/products', {
      product: {
        name: 'Sticker',
        description: 'Shiny',
        photoUrl: 'https://drive.google.com/file/d/abc_123/view?usp=sharing',
        cost: 25,
        quantity: 3,
        maxPurchaseQuantity: 2,
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.product.photoUrl).toBe('https://drive.google.com/thumbnail?id=abc_123&sz=w1000');
    await makeProduct(t.database.db, teacher.id, { name: 'Sold out', quantity: 0, cost: 5 });
    const invalid = await client.post('/api/products', {
      product: { name: '', photoUrl: 'javascript:alert(1)', cost: 'x', quantity: -1, maxPurchaseQuantity: 0 },
    });
    expect(invalid.body).toEqual({
      errors: {
        name: ['Required'],
        photoUrl: ['Not a valid url'],
        cost: ['Numbers only'],
        quantity: ['Cannot be negative'],
      },
    });

    const teacherList = await client.get<{ products: TProduct[] }>('/api/products');
    expect(teacherList.body.products.map((p) => p.name)).toEqual(['Sold out', 'Sticker']);
    const { client: student } = await studentWith(teacher, course.id, 0);
    expect((await student.get<{ products: TProduct[] }>('/api/products')).body.products.map((p) => p.name)).toEqual([
      'Sticker',
    ]);

    const other = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await other.put(`/api/products/${added.body.product.slug}`, { product: { cost: 1 } })).status).toBe(404);
    expect((await other.delete(`/api/products/${added.body.product.slug}`)).status).toBe(404);
    expect((await student.post('/api/products', { product: {} })).status).toBe(403);
    const restocked = await client.put<{ product: TProduct }>(`/api/products/${added.body.product.slug}`, {
      product: { quantity: 4 },
    });
    expect(restocked.body.product.quantity).toBe(4);
    expect((await client.delete(`/api/products/${added.body.product.slug}`)).status).toBe(204);
    expect((await student.get<{ products: TProduct[] }>('/api/products')).body.products).toEqual([]);
  });
});

describe('checkout (P15)', () => {
  it('charges the Prime discount then tax, rounded once, takes stock, and e-mails the teacher', async () => {
    const { teacher, course, client } = await classroom();
    const pen = await makeProduct(t.database.db, teacher.id, { name: 'Pen <b>', cost: 33, quantity: 5 });
    const pad = await makeProduct(t.database.db, teacher.id, { name: 'Pad', cost: 17, quantity: 5 });
    const { student, client: shopper } = await studentWith(teacher, course.id, 1000, { hasPrime: true });
    const placed = await shopper.post<{ purchase: TPurchase }>(
      '/api/purchases',
      order([
        [pen.id, 2],
        [pad.id, 1],
      ]),
    );
    expect(placed.status).toBe(201);
    // subtotal 83, discount 8.3, tax (74.7 x 8 %) 5.976, total round(80.676) = 81
    expect(placed.body.purchase).toMatchObject({
      status: 'pending',
      subtotal: 83,
      total: 81,
      totalItems: 3,
      sameDay: true,
    });
    expect(placed.body.purchase.discount).toBeCloseTo(8.3);
    expect(placed.body.purchase.tax).toBeCloseTo(5.976);
    const account = await shopper.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(account.body.totals).toMatchObject({ balance: 919, purchases: 81 });
    const stock = await client.get<{ products: TProduct[] }>('/api/products');
    expect(stock.body.products.find((p) => p._id === pen.id)?.quantity).toBe(3);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const mail = sent.find((m) => m.html.includes('Pen &lt;b&gt; × 2'))!;
    expect(mail.to).toBe('teacher@school.org');
    expect(mail.html).toContain('Prime discount');
    expect(mail.html).toContain('81 pts');
    expect(mail.html).not.toContain('<b>');

    const mine = await shopper.get<{ purchases: TPurchase[] }>('/api/purchases/student');
    expect(mine.body.purchases).toHaveLength(1);
    const theirs = await client.get<{ purchases: TPurchase[]; courses: unknown[] }>('/api/purchases/teacher');
    expect(theirs.body.purchases[0]?.student.username).toBe(student.username);
    expect(theirs.body.courses).toHaveLength(1);
  });

  it("says a refusal in the student's language under the same English key (P51)", async () => {
    const { teacher, course } = await classroom();
    const ball = await makeProduct(t.database.db, teacher.id, { name: 'Ball', cost: 10, maxPurchaseQuantity: 1 });
    const { client } = await studentWith(teacher, course.id, 5000);
    const refused = await client.acceptingLanguage('es').post('/api/purchases', order([[ball.id, 2]]));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { quantities: ['Ball: el límite es de 1 por estudiante'] } });
    const closed = storeSettings();
    closed.products = { ...closed.products, storeEnabled: false };
    const shut = await classroom(closed);
    const { client: shopper } = await studentWith(shut.teacher, shut.course.id, 5000);
    const item = await makeProduct(t.database.db, shut.teacher.id);
    const answer = await shopper.acceptingLanguage('es-MX').post('/api/purchases', order([[item.id, 1]]));
    expect(answer.body).toEqual({ errors: { store: ['no está recibiendo pedidos en línea por ahora'] } });
  });

  it('refuses an order without the points, beyond the stock or the limit, or while the store is closed', async () => {
    const { teacher, course } = await classroom();
    const ball = await makeProduct(t.database.db, teacher.id, {
      name: 'Ball',
      cost: 100,
      quantity: 2,
      maxPurchaseQuantity: 1,
    });
    const { client: poor } = await studentWith(teacher, course.id, 50);
    const broke = await poor.post('/api/purchases', order([[ball.id, 1]]));
    expect(broke.status).toBe(409);
    expect(broke.body).toEqual({ errors: { funds: ['Insufficient funds! You have 50 pts'] } });
    const { client: rich } = await studentWith(teacher, course.id, 5000);
    expect((await rich.post('/api/purchases', order([[ball.id, 2]]))).body).toEqual({
      errors: { quantities: ['Ball: the limit is 1 per student'] },
    });
    expect((await rich.post('/api/purchases', order([[ball.id, 1]]))).status).toBe(201);
    const { client: richer } = await studentWith(teacher, course.id, 5000);
    expect((await richer.post('/api/purchases', order([[ball.id, 1]]))).status).toBe(201);
    const { client: late } = await studentWith(teacher, course.id, 5000);
    expect((await late.post('/api/purchases', order([[ball.id, 1]]))).body).toEqual({
      errors: { stock: ['Ball is out of stock'] },
    });

    const closed = await classroom({
      ...storeSettings(),
      products: { ...storeSettings().products, storeEnabled: false },
    });
    const item = await makeProduct(t.database.db, closed.teacher.id);
    const { client: shopper } = await studentWith(closed.teacher, closed.course.id, 500);
    expect((await shopper.post('/api/purchases', order([[item.id, 1]]))).status).toBe(409);
    expect((await apiClient(t.app).post('/api/purchases', order([[item.id, 1]]))).status).toBe(401);
  });

  it('counts the max purchase quantity per student over every standing order, not per order', async () => {
    const { teacher, course } = await classroom();
    const client = await signIn(t.app, teacher.username);
    const pen = await makeProduct(t.database.db, teacher.id, {
      name: 'Pen',
      cost: 5,
      quantity: 50,
      maxPurchaseQuantity: 1,
    });
    const { client: shopper } = await studentWith(teacher, course.id, 1000);
    // Thirteen separate orders at once: one stands (PostgreSQL runs them truly at the same time).
    const answers = await Promise.all(
      Array.from({ length: 13 }, () => shopper.post<{ purchase: TPurchase }>('/api/purchases', order([[pen.id, 1]]))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body).toEqual({
      errors: { quantities: ['Pen: the limit is 1 per student, and you already have 1 on your orders'] },
    });
    // The catalogue tells the student's cart how much of the limit is used.
    const catalogue = await shopper.get<{ products: TProduct[] }>('/api/products');
    expect(catalogue.body.products.find((p) => p._id === pen.id)?.heldByYou).toBe(1);
    // A declined order gives its units back to the limit as well as to the shelf.
    const placed = answers.find((a) => a.status === 201)!.body.purchase;
    expect((await client.put(`/api/purchases/${placed._id}`, { purchase: { status: 'declined' } })).status).toBe(200);
    expect((await shopper.post('/api/purchases', order([[pen.id, 1]]))).status).toBe(201);
  });

  it('honours any printable Idempotency-Key and refuses one it could not honour', async () => {
    const { teacher, course } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id, { cost: 1, quantity: 100 });
    const { student } = await studentWith(teacher, course.id, 100);
    const login = await apiClient(t.app).post<{ user: { token: string } }>('/api/users/login', {
      user: { username: student.username, password: 'correct-horse-1' },
    });
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/purchases',
        headers: { authorization: `Token ${login.body.user.token}`, 'idempotency-key': key },
        payload: order([[item.id, 1]]),
      });
    for (const key of ['abc1234', '{3f2b8c1e-9d4a-4c6b-8e7f-0a1b2c3d4e5f}', 'q83vEjRWeJA+/w==', 'x']) {
      const first = await send(key);
      const second = await send(key);
      expect([key, first.statusCode, second.statusCode]).toEqual([key, 201, 200]);
      expect(second.json().purchase._id).toBe(first.json().purchase._id);
    }
    for (const key of ['k'.repeat(256), '   ', 'caf\u00e9-key']) {
      const refused = await send(key);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        errors: { idempotencyKey: ['must be one value of 1 to 255 printable characters'] },
      });
    }
    const account = await apiClient(t.app, login.body.user.token).get<TStudentAccount>(
      `/api/scores?username=${student.username}`,
    );
    expect(account.body.totals.purchases).toBe(4);
  });

  it('takes a product id in capitals as the same product', async () => {
    const { teacher, course } = await classroom();
    const product = await makeProduct(t.database.db, teacher.id, { name: 'Ruler', cost: 10, quantity: 5 });
    const { client: studentClient } = await studentWith(teacher, course.id, 100);
    const upper = product.id.toUpperCase();
    const placed = await studentClient.post<{ purchase: TPurchase }>('/api/purchases', {
      purchase: { products: [upper, product.id], quantities: { [upper]: 2 } },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.purchase.products).toEqual([expect.objectContaining({ _id: product.id, quantity: 2 })]);
  });

  it('the same Idempotency-Key twice makes one order', async () => {
    const { teacher, course } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id, { cost: 10 });
    const { student } = await studentWith(teacher, course.id, 100);
    const login = await apiClient(t.app).post<{ user: { token: string } }>('/api/users/login', {
      user: { username: student.username, password: 'correct-horse-1' },
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/purchases',
        headers: { authorization: `Token ${login.body.user.token}`, 'idempotency-key': 'order-key-123456' },
        payload: order([[item.id, 1]]),
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().purchase._id).toBe(second.json().purchase._id);
    const again = await send();
    expect(again.statusCode).toBe(200);
    const account = await apiClient(t.app, login.body.user.token).get<TStudentAccount>(
      `/api/scores?username=${student.username}`,
    );
    expect(account.body.totals.purchases).toBe(11);
  });
});

describe('processing orders', () => {
  it('approve changes no points; decline refunds and restocks once; a cancelled order too', async () => {
    const { teacher, course, client } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id, { cost: 50, quantity: 10 });
    const { student, client: shopper } = await studentWith(teacher, course.id, 1000);
    const balance = async () =>
      (await shopper.get<TStudentAccount>(`/api/scores?username=${student.username}`)).body.totals.balance;
    const stock = async () => (await client.get<{ products: TProduct[] }>('/api/products')).body.products[0]!.quantity;

    const a = await shopper
      .post<{ purchase: TPurchase }>('/api/purchases', order([[item.id, 2]]))
      .then((r) => r.body.purchase);
    expect(await balance()).toBe(1000 - 108);
    const approved = await client.put<{ purchase: TPurchase }>(`/api/purchases/${a._id}`, {
      purchase: { status: 'approved', note: 'Pick up Friday' },
    });
    expect(approved.body.purchase).toMatchObject({ status: 'approved', note: 'Pick up Friday' });
    expect(await balance()).toBe(892);
    expect((await shopper.delete(`/api/purchases/${a._id}`)).status).toBe(409);

    const b = await shopper
      .post<{ purchase: TPurchase }>('/api/purchases', order([[item.id, 1]]))
      .then((r) => r.body.purchase);
    expect(await stock()).toBe(7);
    const declines = await Promise.all(
      [1, 2, 3].map(() =>
        client.put(`/api/purchases/${b._id}`, { purchase: { status: 'declined', note: 'Sold out' } }),
      ),
    );
    expect(declines.every((d) => d.status === 200)).toBe(true);
    expect(await balance()).toBe(892);
    expect(await stock()).toBe(8);
    expect((await client.put(`/api/purchases/${b._id}`, { purchase: { status: 'approved' } })).status).toBe(409);

    const c = await shopper
      .post<{ purchase: TPurchase }>('/api/purchases', order([[item.id, 1]]))
      .then((r) => r.body.purchase);
    const cancels = await Promise.all([1, 2].map(() => shopper.delete(`/api/purchases/${c._id}`)));
    expect(cancels.map((x) => x.status).sort()).toEqual([204, 404]);
    expect(await balance()).toBe(892);
    expect(await stock()).toBe(8);

    const account = await shopper.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    const fromRows = account.body.transactions.reduce((n, x) => n + (x.type === 'bonus' ? x.amount : -x.amount), 0);
    expect(account.body.totals.balance).toBe(fromRows);
    expect(account.body.transactions.filter((x) => x.type === 'purchase').every((x) => !x.editable)).toBe(true);
  });

  it('tells the student when their order is approved or declined, once each (P36)', async () => {
    const { teacher, course, client } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id, { name: 'Sticker', cost: 10, quantity: 10 });
    const { client: shopper } = await studentWith(teacher, course.id, 100);
    const place = () =>
      shopper.post<{ purchase: TPurchase }>('/api/purchases', order([[item.id, 2]])).then((r) => r.body.purchase);
    const first = await place();
    const second = await place();
    await client.put(`/api/purchases/${first._id}`, { purchase: { status: 'approved' } });
    await client.put(`/api/purchases/${first._id}`, { purchase: { status: 'approved', note: 'Friday' } });
    await client.put(`/api/purchases/${second._id}`, { purchase: { status: 'declined' } });
    const inbox = await shopper.get<{ notifications: Array<{ type: string; title: string; content: string }> }>(
      '/api/notifications',
    );
    expect(inbox.body.notifications.map((n) => [n.type, n.title, n.content])).toEqual([
      ['warning', 'Order declined', 'Your order was declined: Sticker x2. 22 pts returned to your account.'],
      ['success', 'Order approved', 'Your order is approved: Sticker x2'],
    ]);
  });

  it("tells the teacher in the app when a student's order arrives, not when the teacher orders (P36)", async () => {
    const { teacher, course, client } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id, { name: 'Eraser', cost: 5, quantity: 10 });
    const { student, client: shopper } = await studentWith(teacher, course.id, 100, {
      firstName: 'Maya',
      lastName: 'Angelou',
    });
    const placed = await shopper.post<{ purchase: TPurchase }>('/api/purchases', order([[item.id, 3]]));
    await client.post('/api/purchases', { purchase: { ...order([[item.id, 1]]).purchase, student: student.id } });
    const inbox = await client.get<{ notifications: Array<{ type: string; title: string; content: string }> }>(
      '/api/notifications',
    );
    expect(inbox.body.notifications.map((n) => [n.type, n.title, n.content])).toEqual([
      ['info', 'New order', `Maya Angelou ordered Eraser x3 (${placed.body.purchase.total} pts).`],
    ]);
  });

  it("changing a pending order's quantities moves stock and charge by the difference", async () => {
    const { teacher, course, client } = await classroom();
    const cookie = await makeProduct(t.database.db, teacher.id, { name: 'Cookie', cost: 10, quantity: 10 });
    const juice = await makeProduct(t.database.db, teacher.id, { name: 'Juice', cost: 20, quantity: 10 });
    const { student, client: shopper } = await studentWith(teacher, course.id, 1000);
    const placed = (await shopper.post<{ purchase: TPurchase }>('/api/purchases', order([[cookie.id, 2]]))).body
      .purchase;
    expect(placed.total).toBe(22);
    const changed = await client.put<{ purchase: TPurchase }>(`/api/purchases/${placed._id}`, {
      purchase: { products: [cookie.id, juice.id], quantities: { [cookie.id]: 1, [juice.id]: 3 } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.purchase).toMatchObject({ subtotal: 70, total: 76, totalItems: 4 });
    const list = (await client.get<{ products: TProduct[] }>('/api/products')).body.products;
    expect(list.find((p) => p._id === cookie.id)?.quantity).toBe(9);
    expect(list.find((p) => p._id === juice.id)?.quantity).toBe(7);
    const account = await shopper.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(account.body.totals.purchases).toBe(76);

    // Taking a product out of the order puts all of its units back and charges only what is left.
    const removed = await client.put<{ purchase: TPurchase }>(`/api/purchases/${placed._id}`, {
      purchase: { products: [juice.id], quantities: { [juice.id]: 1 } },
    });
    expect(removed.body.purchase).toMatchObject({ subtotal: 20, total: 22, totalItems: 1 });
    const after = (await client.get<{ products: TProduct[] }>('/api/products')).body.products;
    expect(after.find((p) => p._id === cookie.id)?.quantity).toBe(10);
    expect(after.find((p) => p._id === juice.id)?.quantity).toBe(9);
    const charged = await shopper.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(charged.body.totals.purchases).toBe(22);
  });

  it("keeps everyone to their own orders: another student's or teacher's is 404", async () => {
    const { teacher, course } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id);
    const { client: owner } = await studentWith(teacher, course.id, 100);
    const { client: classmate } = await studentWith(teacher, course.id, 100);
    const placed = (await owner.post<{ purchase: TPurchase }>('/api/purchases', order([[item.id, 1]]))).body.purchase;
    expect((await classmate.delete(`/api/purchases/${placed._id}`)).status).toBe(404);
    expect((await classmate.get<{ purchases: TPurchase[] }>('/api/purchases/student')).body.purchases).toEqual([]);
    const stranger = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await stranger.put(`/api/purchases/${placed._id}`, { purchase: { status: 'approved' } })).status).toBe(404);
    expect((await stranger.get<{ purchases: TPurchase[] }>('/api/purchases/teacher')).body.purchases).toEqual([]);
    expect((await classmate.put(`/api/purchases/${placed._id}`, { purchase: { status: 'approved' } })).status).toBe(
      403,
    );
    expect(
      (
        await stranger.post('/api/purchases', {
          purchase: { ...order([[item.id, 1]]).purchase, student: placed.student._id },
        })
      ).status,
    ).toBe(404);
  });
});

describe("teachers' purchases", () => {
  it('a cart purchase for a student is approved and may go below zero; a quick purchase takes stock at cost x tax', async () => {
    const { teacher, course, client } = await classroom();
    const item = await makeProduct(t.database.db, teacher.id, { name: 'Trophy', cost: 300, quantity: 1 });
    const { student } = await studentWith(teacher, course.id, 0);
    const bought = await client.post<{ purchase: TPurchase }>('/api/purchases', {
      purchase: { products: [item.id], quantities: { [item.id]: 1 }, student: student.id, status: 'approved' },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({ status: 'approved', total: 324 });

    const snack = await makeProduct(t.database.db, teacher.id, { name: 'Snack', cost: 15, quantity: 1 });
    const quick = await client.post<{ transaction: { amount: number; productId: string } }>('/api/transactions', {
      transaction: { student: student.id, amount: 1, description: 'Snack', type: 'purchase', productId: snack.id },
    });
    expect(quick.status).toBe(201);
    expect(quick.body.transaction).toMatchObject({ amount: 16, productId: snack.id });
    const again = await client.post('/api/transactions', {
      transaction: { student: student.id, amount: 1, description: 'Snack', type: 'purchase', productId: snack.id },
    });
    expect(again.status).toBe(409);
    const account = await client.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(account.body.totals.balance).toBe(-340);
  });
});

describe('Prime (P22)', () => {
  it('a student buys Prime once, for its price whatever amount is sent, only with the balance for it', async () => {
    const { teacher, course } = await classroom();
    const { student: poorStudent, client: poor } = await studentWith(teacher, course.id, 499);
    const tryPrime = (client: ApiClient, id: string) =>
      client.post('/api/transactions', {
        transaction: { amount: 1, description: 'Prime', type: 'purchase', student: { _id: id } },
      });
    const refused = await tryPrime(poor, poorStudent.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { balance: ['Insufficient balance'] } });

    const { student, client: shopper } = await studentWith(teacher, course.id, 800);
    const results = await Promise.all([1, 2, 3].map(() => tryPrime(shopper, student.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const me = await shopper.get<{ user: { hasPrime: boolean } }>('/api/user');
    expect(me.body.user.hasPrime).toBe(true);
    const account = await shopper.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(account.body.totals.balance).toBe(300);
    expect(
      (
        await shopper.post('/api/transactions', {
          transaction: { amount: 5, description: 'Free money', type: 'bonus', student: student.id },
        })
      ).status,
    ).toBe(403);
  });
});

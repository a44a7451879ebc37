import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDeskRow } from '@/lib/schemas/order-desk';
import type { Balances, ChargeState } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { localGatewayRefunds, paymentRefunds } from '../../db/schema/payments';
import { installPaymentGateway } from '../../providers/registry';
import { createLocalPaymentGateway, localCheckoutPath } from '../../providers/payments/local-payment-gateway';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

type Session = Awaited<ReturnType<typeof registerByPhone>>;
let api: Awaited<ReturnType<typeof testApp>>;
let staff: Session;

const json = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  api = await testApp();
  const gateway = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
  installPaymentGateway(gateway, gateway);
  staff = await registerByPhone(api);
  await grantRole(staff.id, 'catalogue');
});

afterAll(() => installPaymentGateway(undefined));

/** A member who bought the ad package (id 2: 5 regular ads, 8.000 KD) on the local gateway's checkout page. */
async function paidOrder() {
  const member = await registerByPhone(api);
  const res = await api.request('/api/v2/subscriptions/create-user-packages', {
    method: 'POST',
    headers: bearer(member.token),
    json: { paymentMethod: 'knet', packageId: 2 },
  });
  const { chargeId } = (await json<{ data: ChargeState }>(res)).data;
  const form = new FormData();
  form.append('action', 'pay');
  form.append('method', 'knet');
  const paid = await api.request(localCheckoutPath(chargeId!), {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:3000' },
  });
  expect(paid.status).toBe(303);
  const settled = await api.request(`/api/v1/common/update-transaction/${chargeId}`, {
    method: 'PUT',
    headers: bearer(member.token),
  });
  expect(settled.status).toBe(200);
  return { member, chargeId: chargeId! };
}

const search = async (q: string) =>
  (
    await json<{ data: OrderDeskRow[] }>(
      await api.request(`/api/v1/operator/orders?q=${encodeURIComponent(q)}`, { headers: bearer(staff.token) }),
    )
  ).data;
const refund = (id: number, note = 'Bought the wrong package') =>
  api.request(`/api/v1/operator/orders/${id}/refund`, { method: 'POST', headers: bearer(staff.token), json: { note } });
const balances = async (member: Session) =>
  (
    await json<{ data: { balances: Balances } }>(
      await api.request('/api/v1/members/my-balance', { headers: bearer(member.token) }),
    )
  ).data.balances;

describe('the money desk: orders and refunds', () => {
  it('finds an order by its number, the phone, the e-mail and the charge id', async () => {
    const { member, chargeId } = await paidOrder();
    const [found] = await search(member.phone);
    expect(found).toMatchObject({ status: 'paid', amountFils: 8_000, refundable: true, payment: { chargeId } });
    for (const q of [`#${found!.id}`, member.email.toUpperCase(), chargeId])
      expect(
        (await search(q)).map((order) => order.id),
        q,
      ).toEqual([found!.id]);
    expect(await search('nothing like it')).toEqual([]);
  });

  it('refunds once through the gateway, takes back the unused credits and tells the member', async () => {
    const { member, chargeId } = await paidOrder();
    expect((await balances(member))['regular-ad']).toBe(5);
    const [order] = await search(chargeId);

    const answers = await Promise.all([refund(order!.id), refund(order!.id), refund(order!.id)]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const refunded = (await json<{ data: OrderDeskRow }>(answers[0]!)).data;
    expect(refunded).toMatchObject({ status: 'refunded', refundable: false, refund: { amountFils: 8_000 } });
    expect(refunded.refund?.by).toBeTruthy();

    const requests = await db().select().from(paymentRefunds).where(eq(paymentRefunds.requestedBy, staff.id));
    expect(requests.filter((r) => r.note === 'Bought the wrong package' && r.reason === 'staff').length).toBe(1);
    const atGateway = await db().select().from(localGatewayRefunds);
    expect(atGateway.filter((r) => r.chargeId === chargeId)).toHaveLength(1);
    expect((await balances(member))['regular-ad']).toBe(0);
    const told = await db().select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(told.filter((n) => n.kind === 'payment-refunded')).toHaveLength(1);

    const log = await json<{ data: { items: { action: string; actor: { id: number } | null }[] } }>(
      await api.request(`/api/v1/operator/audit-log?entityType=order&entityId=${order!.id}`, {
        headers: bearer(await adminToken()),
      }),
    );
    expect(log.data.items.map((entry) => entry.action)).toEqual(['order.refund']);
  });

  it('refuses an order with nothing captured, an unknown one and a missing note', async () => {
    const member = await registerByPhone(api);
    await api.request('/api/v2/subscriptions/create-user-packages', {
      method: 'POST',
      headers: bearer(member.token),
      json: { paymentMethod: 'knet', packageId: 2 },
    });
    const [open] = await search(member.phone);
    expect(open).toMatchObject({ status: 'pending', refundable: false });
    const res = await refund(open!.id);
    expect(res.status).toBe(409);
    expect((await json<{ code: string }>(res)).code).toBe('NOT_REFUNDABLE');
    expect((await refund(999_999)).status).toBe(404);
    expect((await refund(open!.id, 'no')).status).toBe(400);
  });
});

let admin: Session | undefined;
async function adminToken() {
  if (!admin) {
    admin = await registerByPhone(api);
    await grantRole(admin.id, 'admin');
  }
  return admin.token;
}

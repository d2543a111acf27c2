import { describe, expect, it } from 'vitest';
import { commandFailure, paymentFailure, teamFailure } from './subscription-failures';

const refused = (status: number, message: string, fields: { code?: string; title?: string } = {}) =>
  Object.assign(new Error(message), { status, ...fields });

describe('the subscription failures', () => {
  it("shows a declined card as 'Error: Stripe Payment' with the card provider's message", () => {
    expect(paymentFailure(refused(402, 'Your card was declined.', { code: 'CARD_DECLINED', title: 'Error: Stripe Payment' }))).toEqual({
      kind: 'message',
      title: 'Error: Stripe Payment',
      message: 'Your card was declined.',
    });
    expect(paymentFailure(refused(402, 'Your card has insufficient funds.', { code: 'INSUFFICIENT_FUNDS' }))).toMatchObject({
      title: 'Error: Stripe Payment',
    });
  });

  it("shows the requirements' texts for a refused plan and refused card details", () => {
    expect(paymentFailure(refused(422, 'No such plan', { code: 'INVALID_PLAN' }))).toEqual({
      kind: 'message',
      title: 'Invalid Plan',
      message: 'No such plan',
    });
    expect(paymentFailure(refused(422, 'Bad number', { code: 'BAD_CARD' }))).toEqual({
      kind: 'message',
      message: 'The credit card details entered are incorrect. Please check and try again.',
    });
  });

  it("shows a conflict's reason, clears a refused coupon, and keeps a server failure's details to itself", () => {
    expect(paymentFailure(refused(409, 'You already have a plan.', { code: 'ALREADY_SUBSCRIBED' }))).toEqual({
      kind: 'message',
      title: 'Sorry...',
      message: 'You already have a plan.',
    });
    expect(paymentFailure(refused(422, 'Coupon SPRING has expired', { code: 'INVALID_COUPON' }))).toEqual({
      kind: 'coupon',
      message: 'Coupon SPRING has expired',
    });
    expect(paymentFailure(refused(500, 'stack trace'))).toMatchObject({ title: 'Oops! Something is not right.' });
    expect(paymentFailure(new TypeError('Failed to fetch'))).toMatchObject({ title: 'Oops! Something is not right.' });
  });

  it("answers a refused change, cancellation or trial end with the server's reason, else the generic Oops", () => {
    expect(commandFailure(refused(409, 'Yearly plans cannot downgrade.', { code: 'PLAN_CHANGE_REFUSED' }))).toEqual({
      title: 'Sorry...',
      message: 'Yearly plans cannot downgrade.',
    });
    expect(commandFailure(refused(503, 'down')).title).toBe('Oops! Something is not right.');
  });

  it("titles a refused team member as the server does, a failed charge 'Error: Stripe Payment', and anything else Oops", () => {
    expect(
      teamFailure(refused(409, 'Ada Lane is already on your team.', { code: 'TEAM_MEMBER_EXISTS', title: 'Unable to Add Team Member' })),
    ).toEqual({
      title: 'Unable to Add Team Member',
      message: 'Ada Lane is already on your team.',
    });
    expect(teamFailure(refused(409, 'Has a plan of their own.', { code: 'HAS_OWN_PLAN' }))).toEqual({
      title: 'Unable to Add Team Member',
      message: 'Has a plan of their own.',
    });
    expect(teamFailure(refused(402, 'Your card was declined.', { code: 'CARD_DECLINED' }))).toEqual({
      title: 'Error: Stripe Payment',
      message: 'Your card was declined.',
    });
    expect(teamFailure(refused(500, 'boom')).title).toBe('Oops! Something is not right.');
  });
});

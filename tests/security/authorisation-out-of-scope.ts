import type { VictimIds } from './authorisation-fixture';
import type { Unscoped } from './authorisation-matrix';

/**
 * The routes out of the authorisation matrix, each with why: the caller's own account (no one else's id in
 * the path: its reads are still asked by every role and searched for what of tenant A's they may not see),
 * links mailed or shared on purpose (whoever holds one may use it, the requirements), and signing up,
 * in and out.
 */
const own = (why: string, read?: (t: VictimIds) => string): Unscoped => ({ scope: 'own', why, ...(read ? { read } : {}) });
const ownRead = (url: string): Unscoped => own('the caller’s own', () => url);
const open = (why: string): Unscoped => ({ scope: 'public', why });
const identity = (why: string): Unscoped => ({ scope: 'identity', why });

export const outOfScope: Record<string, Unscoped> = {
  // Hidden from the OpenAPI document: the spec's GET of a build, answered 405 'use POST' to everyone.
  'GET /api/app/deals/secure/{id}/attachments/model/build': open('answers 405 USE_POST to everyone before reading anything'),

  // Links mailed or shared on purpose: whoever holds one may use it.
  'POST /api/app/deals/{id}/attachments/request': open('a visitor of a shared link asks the owner for access; it answers only “requested”'),
  'GET /api/app/deals/{id}/attachments/retrieve/{key}': open('the public attachment page of a shared link'),
  'GET /api/app/deals/{id}/attachments/retrieve/{key}/{type}/{email}': open('the public attachment page of a shared link'),
  'GET /api/app/deals/{id}/attachments/{key}/public/download': open('a signed, expiring download link'),
  'POST /api/app/deals/attachments/{attachment_id}/email': open('mails a file only to an address its link admits'),
  'PUT /api/app/deals/{token}/invitations/feedback': open('the mailed decline link of an invitation (a keyed token)'),
  'GET /api/app/deals/{token}/invitations/preview': open('the mailed decline link of an invitation (a keyed token)'),

  // The caller's own account: no one else's id in the path; reads are checked for what they show.
  'GET /api/app/users/secure/retrieve': ownRead('/api/app/users/secure/retrieve'),
  'GET /api/app/users/secure/profile': ownRead('/api/app/users/secure/profile'),
  'PUT /api/app/users/secure/profile': own('changes the caller’s profile'),
  'GET /api/app/users/secure/company': ownRead('/api/app/users/secure/company'),
  'GET /api/app/users/secure/companies': ownRead('/api/app/users/secure/companies?q=tenant'),
  'GET /api/app/users/secure/companies/colleagues': ownRead('/api/app/users/secure/companies/colleagues'),
  'GET /api/app/users/secure/company/membership': ownRead('/api/app/users/secure/company/membership'),
  // A manager's own company's pending requests (others are refused); tests/security/company-membership.spec.ts asks it too.
  'GET /api/app/users/secure/company/requests': ownRead('/api/app/users/secure/company/requests'),
  'POST /api/app/users/secure/company/requests': own('asks, for the caller, to join a company'),
  'DELETE /api/app/users/secure/company/requests/{company_id}': own('withdraws the caller’s own request'),
  'POST /api/app/users/secure/company/leave': own('the caller leaves their own company'),
  'GET /api/app/console/secure/deals': ownRead('/api/app/console/secure/deals'),
  'GET /api/app/console/secure/partials': ownRead('/api/app/console/secure/partials'),
  'GET /api/app/console/secure/collabs': ownRead('/api/app/console/secure/collabs'),
  'GET /api/app/console/secure/invitations': ownRead('/api/app/console/secure/invitations'),
  'GET /api/app/users/secure/subscription': ownRead('/api/app/users/secure/subscription'),
  'GET /api/app/users/secure/subscription/team': ownRead('/api/app/users/secure/subscription/team'),
  'GET /api/app/users/secure/subscription/invoices': ownRead('/api/app/users/secure/subscription/invoices'),
  'GET /api/app/users/secure/subscription/referrals': ownRead('/api/app/users/secure/subscription/referrals'),
  'GET /api/app/users/secure/profile/stripe': ownRead('/api/app/users/secure/profile/stripe'),
  'GET /api/app/users/secure/profile/strategy/info': ownRead('/api/app/users/secure/profile/strategy/info'),
  'GET /api/app/payments/coupons/{code}': ownRead('/api/app/payments/coupons/TENANTA50'),
  'GET /api/app/subscriptions/coupons/{code}': ownRead('/api/app/subscriptions/coupons/TENANTA50'),
  'GET /api/app/deals/benchmark/valuation': own('DealComp benchmarks from the catalogue, no one’s deal'),
  'GET /api/app/deals/benchmark/operations': own('DealComp benchmarks from the catalogue, no one’s deal'),
  'GET /api/app/geocoding/suggest': own('address suggestions, no one’s data'),
  'GET /api/hunter/email/validate': own('checks an address the caller typed'),
  'POST /api/app/deals/secure/create': own('creates the caller’s own deal'),
  'POST /api/app/deals/secure/sample': own('creates the caller’s own sample deal'),
  'POST /api/app/partials/secure/create': own('creates the caller’s own draft'),
  'PUT /api/app/users/secure/profile/strategy/create': own('creates a division in the caller’s own company'),
  'PUT /api/app/users/secure/console/set/view': own('the caller’s console preference'),
  'PUT /api/app/users/secure/console/set/sandbox': own('the caller’s sandbox preference'),
  'POST /api/app/users/secure/set/email_preferences': own('the caller’s mail preferences'),
  'POST /api/app/users/secure/profile/email/preferences/': own('the caller’s mail preferences'),
  'POST /api/app/users/secure/create/referral/internal': own('opens an account for a colleague the caller refers'),
  'POST /api/app/users/secure/subscription': own('the caller’s own plan'),
  'PUT /api/app/users/secure/subscription': own('the caller’s own plan'),
  'DELETE /api/app/users/secure/subscription': own('the caller’s own plan'),
  'DELETE /api/app/users/secure/subscription/trial': own('the caller’s own plan'),

  // Signing up, in and out; finding a person to share with (by email or id).
  'POST /api/app/users/create': identity('signing up'),
  'PUT /api/app/users/activate/ghost/{token}': identity('the mailed activation link'),
  'POST /api/app/users/email/forgot': identity('asking for a reset link'),
  'PUT /api/app/users/reset/{token}': identity('the mailed reset link'),
  'POST /api/app/users/auth': identity('signing in'),
  'DELETE /api/app/users/auth': identity('signing out'),
  'GET /api/token/check': identity('checks a mailed token'),
  'GET /api/app/users/secure/query': identity(
    'the share dialog’s lookup of a person by email or id; by id, only for someone related to them, admins and auditors',
  ),

  // Public: the site, mailed links and campaign calls.
  'GET /api/health': open('the health check'),
  'GET /api/ready': open('the readiness check: whether this process reaches its stores'),
  'GET /api/get_app_env': open('the app’s environment'),
  'GET /api/stripe/plans': open('the plan catalogue'),
  'GET /api/stripe/publishable': open('the card provider’s public key'),
  'POST /api/sandbox/card-tokens': open('the sandbox stand-in for the card provider’s form: tokenises a card'),
  'GET /api/app/users/email/preferences/{token}': open('the mailed preferences link (a signed token)'),
  'POST /api/app/users/email/preferences/{token}': open('the mailed preferences link (a signed token)'),
  'PUT /api/app/campaigns/email/leadgen/unsubscribe/{token}': open('a lead’s mailed unsubscribe link (a signed token)'),
  'PUT /api/app/campaigns/email/leadgen/convert/{email}': open(
    'a campaign sign-up marks its own lead converted (the sign-up’s cookie proves it)',
  ),
  'PUT /api/app/campaigns/advertising/track/{user_id}': open(
    'a campaign sign-up records its campaign on its own account (the sign-up’s cookie proves it)',
  ),
  'POST /api/{token}/refer/{source}': own('the signed-in referrer’s own referral token: mails in their name'),
  'POST /api/app/survey/providers/{token}': open('a provider’s survey link (a keyed token)'),
  'POST /api/app/survey/providers/record/{token}': open('a provider’s survey link (a keyed token)'),
};

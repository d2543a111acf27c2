import { describe, expect, it } from 'vitest';
import { parseHeadquarters } from './address';
import { campaignTemplate, invitationCodeFor, profileCompleteness } from './completeness';

describe('the headquarters address parser', () => {
  it.each([
    ['Austin, TX, USA', { city: 'Austin', state: 'TX', country: 'USA' }],
    ['500 Congress Ave, Austin, TX 78701, USA', { city: 'Austin', state: 'TX', country: 'USA' }],
    ['  New York ,  NY 10001 , United States ', { city: 'New York', state: 'NY', country: 'United States' }],
    ['Denver, Colorado, USA', { city: 'Denver', state: 'Colorado', country: 'USA' }],
  ])('parses %j', (address, parts) => expect(parseHeadquarters(address)).toEqual(parts));

  it.each([['Austin, USA'], ['Austin'], [''], ['a, b, c, d, e'], ['Austin, , USA'], [', TX, USA'], ['Main St, Austin, TX,']])(
    'gives nothing for %j, so the headquarters stay as they were',
    (address) => expect(parseHeadquarters(address)).toBeNull(),
  );
});

describe('profile completeness', () => {
  const full = {
    first_name: 'Ann',
    contact_telephone: '212',
    company_name: 'Harbor',
    company_ghost: false,
    legal_entity_dba: 'Harbor LLC',
  };
  it('is complete with first name, telephone, a confirmed company and its legal entity', () =>
    expect(profileCompleteness(full)).toEqual({ complete: true, missing: [] }));
  it('names what is missing', () =>
    expect(profileCompleteness({ ...full, first_name: '', contact_telephone: ' ', legal_entity_dba: '' }).missing).toEqual([
      'First name',
      'Telephone',
      'Legal entity (DBA)',
    ]));
  it('is incomplete while the company is a ghost', () =>
    expect(profileCompleteness({ ...full, company_ghost: true }).complete).toBe(false));
  it('is incomplete without a company', () => expect(profileCompleteness({ ...full, company_name: '' }).missing).toEqual(['Company']));
});

describe('small rules', () => {
  it('gives each account one stable, readable invitation code', () => {
    expect(invitationCodeFor('u1')).toBe(invitationCodeFor('u1'));
    expect(invitationCodeFor('u1')).not.toBe(invitationCodeFor('u2'));
    expect(invitationCodeFor('u1')).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
  it('chooses the landing template by host, case aside', () => expect(campaignTemplate('LinkedIn')).toBe('social'));
});

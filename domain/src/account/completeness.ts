/** What the completeness rule looks at. */
export interface ProfileFacts {
  first_name: string;
  contact_telephone: string;
  company_name: string;
  company_ghost: boolean;
  legal_entity_dba: string;
}

export interface Completeness {
  complete: boolean;
  /** What the person still has to do, in the words the profile page shows. */
  missing: string[];
}

/**
 * Complete only if first name, telephone and company are set, the company is not a ghost (it was
 * confirmed), and the legal entity (DBA) is set: exactly the spec's rule, nothing more.
 */
export function profileCompleteness(p: ProfileFacts): Completeness {
  const missing: string[] = [];
  if (!p.first_name.trim()) missing.push('First name');
  if (!p.contact_telephone.trim()) missing.push('Telephone');
  if (!p.company_name.trim()) missing.push('Company');
  else if (p.company_ghost) missing.push('Company confirmation (we confirm new companies; no action needed from you)');
  if (!p.legal_entity_dba.trim()) missing.push('Legal entity (DBA)');
  return { complete: missing.length === 0, missing };
}

/** Spec §2: the landing template by campaign host. */
export type CampaignTemplate = 'email' | 'covid19' | 'social';
export function campaignTemplate(host: string): CampaignTemplate {
  const h = host.toLowerCase();
  if (h === 'covid19') return 'covid19';
  if (h === 'facebook' || h === 'twitter' || h === 'linkedin') return 'social';
  return 'email';
}

/**
 * A person's referral code: short, readable (no 0/O, 1/I), the same for the same account. Not a
 * secret: it only tells who referred whom; sending referrals needs the signed-in account.
 */
export function invitationCodeFor(userId: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let h = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const ch of userId) {
    h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    h2 = Math.imul(h2 + ch.charCodeAt(0), 0x5bd1e995) >>> 0;
  }
  let code = '';
  for (let i = 0; i < 8; i++) {
    const n = i < 4 ? h >>> (i * 8) : h2 >>> ((i - 4) * 8);
    code += alphabet[n % alphabet.length];
  }
  return code;
}

/** The survey's choices (ours: the spec names the field, not the options). At most 2 may be selected. */
export const SURVEY_MAX_SELECTIONS = 2;
export const programmingComponents = [
  'Deal invitations matched to my mandate',
  'Monthly market notes by asset class',
  'Sponsor presentations (live, 30 minutes)',
  'Underwriting model templates',
  'Capital provider round tables',
] as const;

export const defaultEmailPreferences = { marketing: true, transactional: true, collaboration: true, legal: true } as const;

import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { premiumFeatureText, premiumRefusal } from './PremiumFeature';

const refusal = (status: number, code: string, message = 'Refused.') => Object.assign(new HttpError(message, status, {}), { code });

describe('the premium feature texts', () => {
  it("adds the premium note to the message, with the spec's two buttons", () => {
    expect(premiumFeatureText('Sharing is a premium feature.')).toEqual({
      title: 'Premium Feature',
      message: 'Sharing is a premium feature. Premium accounts have this feature.',
      buttons: [{ label: 'Yes, Learn More about a Premium Subscription', to: '/app/subscription' }, { label: 'No, Thanks' }],
    });
  });

  it("reads the server's 403 refusal of a premium feature, and nothing else", () => {
    expect(premiumRefusal(refusal(403, 'UPLOAD_NOT_IN_PLAN', 'Upload refused.'), 'uploadAttachments')).toBe('Upload refused.');
    expect(premiumRefusal(refusal(403, 'DISTRIBUTION_NOT_IN_PLAN', 'Share refused.'), 'viewDistribution')).toBe('Share refused.');
    expect(premiumRefusal(refusal(403, 'RESTRICTED_ACCESS'), 'uploadAttachments')).toBeNull();
    expect(premiumRefusal(refusal(403, 'MATCHING_NOT_IN_PLAN'), 'viewDistribution')).toBeNull();
    expect(premiumRefusal(refusal(409, 'UPLOAD_NOT_IN_PLAN'), 'uploadAttachments')).toBeNull();
    expect(premiumRefusal(new Error('network down'), 'uploadAttachments')).toBeNull();
  });
});

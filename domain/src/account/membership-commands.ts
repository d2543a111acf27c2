/** A command as the deciders see it. `now` is an ISO 8601 string from the handler's clock. */
interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string };
}

/**
 * Who acts on a company, as the handler found them: `member` says whether their own account records them
 * in this company (membership is the account's to say, see README.md), `admin` whether they run the platform.
 */
export interface CompanyActor {
  id: string;
  admin: boolean;
  member: boolean;
}

/** The requester's sign-in address and whether its activation proved they read it (the verified-domain rule). */
export type RequestCompanyMembership = Command<'RequestCompanyMembership', { userId: string; email: string; emailVerified: boolean }>;
export type ApproveCompanyMembership = Command<'ApproveCompanyMembership', { userId: string; actor: CompanyActor }>;
export type DeclineCompanyMembership = Command<'DeclineCompanyMembership', { userId: string; actor: CompanyActor }>;
export type WithdrawCompanyMembership = Command<'WithdrawCompanyMembership', { userId: string }>;
/** `member`: the person's account records them in this company (a member from before requests, too). */
export type RecordCompanyMemberLeft = Command<'RecordCompanyMemberLeft', { userId: string; member: boolean }>;
export type RemoveCompanyMember = Command<'RemoveCompanyMember', { userId: string; member: boolean; actor: CompanyActor }>;
export type VerifyCompanyDomain = Command<
  'VerifyCompanyDomain',
  { domain: string; actor: CompanyActor; actorEmail: string; actorEmailVerified: boolean }
>;

export type MembershipCommand =
  | RequestCompanyMembership
  | ApproveCompanyMembership
  | DeclineCompanyMembership
  | WithdrawCompanyMembership
  | RecordCompanyMemberLeft
  | RemoveCompanyMember
  | VerifyCompanyDomain;

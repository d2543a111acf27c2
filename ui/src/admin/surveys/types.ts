/** One survey invitation as the `surveys` read model serves it to admins (the token itself is never stored). */
export type SurveyRecord = {
  id: string;
  email: string;
  provider_id: string | null;
  status: 'invited' | 'clicked' | 'answered';
  created_at: string;
  clicked_at: string | null;
  answered_at: string | null;
  programming_components: { title: string; selected: boolean }[];
};

export const surveyStatus: Record<SurveyRecord['status'], { label: string; color: 'default' | 'info' | 'success' }> = {
  invited: { label: 'Invited', color: 'default' },
  clicked: { label: 'Clicked', color: 'info' },
  answered: { label: 'Answered', color: 'success' },
};

/** What the provider chose: the programming components they ticked. */
export const chosenComponents = (survey: Pick<SurveyRecord, 'programming_components'>) =>
  (survey.programming_components ?? []).filter((c) => c.selected).map((c) => c.title);

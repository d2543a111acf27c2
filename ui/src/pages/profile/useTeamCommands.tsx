import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { PricingPlan } from '@dealbook/domain/subscriptions/plans';
import { subscriptionApi, subscriptionKeys, type TeamMember } from '../../account/subscription-api';
import { commandFailure, teamFailure } from '../../account/subscription-failures';
import { ConfirmDialog, type Confirmation } from '../console/ConfirmDialog';
import { priceOf } from '../pricing/pricing';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { AddTeamMemberDialog } from './AddTeamMemberDialog';
import { endOf, memberName } from './team';

/**
 * The team section's commands with their dialogs: add a colleague on a team plan (the plan choice), and
 * cancel a plan I pay for (confirmed). Whatever the answer, the team, my payments and my subscription are
 * read again: a refusal often means the list was out of date.
 */
export function useTeamCommands() {
  const queryClient = useQueryClient();
  const notify = useToast();
  const [adding, setAdding] = useState<TeamMember | null>(null);
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const [message, setMessage] = useState<DialogText | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });

  const add = useMutation({
    mutationFn: ({ member, plan }: { member: TeamMember; plan: PricingPlan }) =>
      subscriptionApi.addTeamMember({ user_id: member.id, plan: plan.plan_id }),
    onSuccess: (_, { member, plan }) => notify(`${memberName(member)} is on your team: ${plan.plan_name}, ${priceOf(plan)}.`),
    onError: (error) => setMessage(teamFailure(error)),
    onSettled: () => {
      setAdding(null);
      return refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (member: TeamMember) => subscriptionApi.cancelTeamMember(member.id),
    onSuccess: (entry, member) => notify(`${memberName(member)}'s plan is cancelled. It ends on ${endOf(entry ?? member)}.`),
    onError: (error) => setMessage(commandFailure(error)),
    onSettled: refresh,
  });

  const askCancel = (member: TeamMember) => {
    const name = memberName(member);
    setQuestion({
      title: `Cancel ${name}'s plan?`,
      message: `It ends on ${endOf(member)}. It is not renewed after that.`,
      confirm: 'Cancel Plan',
      dismiss: 'Keep Plan',
      onConfirm: () => cancel.mutate(member),
    });
  };

  const dialogs = (
    <>
      <AddTeamMemberDialog
        member={adding}
        busy={add.isPending}
        onClose={() => setAdding(null)}
        onAdd={(member, plan) => add.mutate({ member, plan })}
      />
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
      <MessageDialog text={message} onClose={() => setMessage(null)} />
    </>
  );
  return { askAdd: setAdding, askCancel, busy: add.isPending || cancel.isPending, dialogs };
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { PlanButton } from '@dealbook/domain/subscriptions/buttons';
import type { PricingPlan } from '@dealbook/domain/subscriptions/plans';
import { billedPrice, dateOf, managerOf } from '../../account/subscription';
import { subscriptionApi, subscriptionKeys, type SubscriptionView } from '../../account/subscription-api';
import { commandFailure, subscriptionMessages } from '../../account/subscription-failures';
import { ConfirmDialog, type Confirmation } from '../console/ConfirmDialog';
import { priceOf } from '../pricing/pricing';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { PaymentDialog } from './PaymentDialog';
import { UpdateCardDialog } from './UpdateCardDialog';

const endOf = (view: SubscriptionView) => (view.current_period_end === null ? 'the end of the period' : dateOf(view.current_period_end));

/**
 * The subscription page's commands with their dialogs: a plan button (the payment dialog, or a confirmed
 * change), a confirmed cancellation, a confirmed end of the trial and a new card on file. Every command's answer is the new view;
 * the view is read again afterwards whatever happened.
 */
export function useSubscriptionCommands(view: SubscriptionView) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const [message, setMessage] = useState<DialogText | null>(null);
  const [paying, setPaying] = useState<PricingPlan | null>(null);
  const [updatingCard, setUpdatingCard] = useState(false);

  const settle = {
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    onError: (error: unknown) => setMessage(commandFailure(error)),
  };
  const change = useMutation({
    mutationFn: (plan: PricingPlan) => subscriptionApi.change(plan.plan_id),
    onSuccess: (_: SubscriptionView, plan: PricingPlan) => notify(`Your plan is now ${plan.plan_name}.`),
    ...settle,
  });
  const cancel = useMutation({
    mutationFn: () => subscriptionApi.cancel(),
    onSuccess: (next: SubscriptionView) => notify(`Your subscription is cancelled. Your plan stays until ${endOf(next)}.`),
    ...settle,
  });
  const endTrial = useMutation({
    mutationFn: () => subscriptionApi.endTrial(),
    onSuccess: (next: SubscriptionView) =>
      setMessage({ title: subscriptionMessages.trialEnded, message: `Your ${next.label} plan is active. It renews on ${endOf(next)}.` }),
    ...settle,
  });

  const choose = (plan: PricingPlan, button: PlanButton) => {
    if (button.disabled || button.action === 'none' || managerOf(view)) return;
    if (button.action === 'subscribe') return setPaying(plan);
    setQuestion({
      title: `Change to ${plan.plan_name} for ${priceOf(plan)}?`,
      message: `You are on ${view.label} now. The change applies at once.`,
      confirm: button.label,
      onConfirm: () => change.mutate(plan),
    });
  };
  const askCancel = () =>
    setQuestion({
      title: 'Cancel your subscription?',
      message: `Your ${view.label} plan stays until ${endOf(view)}, and is not renewed after that.`,
      confirm: 'Cancel subscription',
      dismiss: 'Keep my plan',
      onConfirm: () => cancel.mutate(),
    });
  const askEndTrial = () =>
    setQuestion({
      title: 'End your trial now?',
      message: `Your card is charged ${view.plan ? billedPrice(view.plan) : 'the plan price'} today, and your paid plan starts now.`,
      confirm: 'End trial now',
      dismiss: 'Keep my trial',
      onConfirm: () => endTrial.mutate(),
    });

  const paid = (next: SubscriptionView) => {
    setPaying(null);
    const trial = next.status === 'trialing' && next.trial_end !== null ? ` Your trial ends on ${dateOf(next.trial_end)}.` : '';
    notify(`Welcome to ${next.label}.${trial}`);
    return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  };

  const cardUpdated = () => {
    setUpdatingCard(false);
    notify('Your card was updated.');
    return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  };

  const dialogs = (
    <>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
      <MessageDialog text={message} onClose={() => setMessage(null)} />
      <PaymentDialog plan={paying} onClose={() => setPaying(null)} onPaid={paid} />
      <UpdateCardDialog open={updatingCard} onClose={() => setUpdatingCard(false)} onUpdated={cardUpdated} />
    </>
  );
  const askUpdateCard = () => setUpdatingCard(true);
  return { choose, askCancel, askEndTrial, askUpdateCard, busy: change.isPending || cancel.isPending || endTrial.isPending, dialogs };
}

import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { letter } from '../account-mail/texts';
import { MAIL_QUEUE } from '../mail-jobs';
import { jobIdFor, type JobRequest, type Reactor } from '../reactor';
import { MODEL_ATTEMPTS, MODEL_QUEUE, type ModelBuildJob } from './jobs';

export interface ModelReactorConfig {
  appUrl: string;
  sessionKey: Buffer;
}

/**
 * The spreadsheet model's reactor: a queued build becomes a job (its id is the build id, so a replayed event
 * queues nothing new), and a model filed in the data room is mailed to its owner as a link to the deal's
 * files page (transactional: it is what they paid or asked for).
 */
export function modelReactor(config: ModelReactorConfig): Reactor {
  const tokens = signedTokens(config.sessionKey);
  return {
    name: 'model-builds',
    react(event): JobRequest[] {
      if (!event.streamId.startsWith('models-')) return [];
      const userId = event.streamId.slice('models-'.length);
      const d = event.data as Record<string, unknown>;
      if (event.type === 'ModelBuildRequested') {
        const job: ModelBuildJob = {
          build_id: String(d.build_id),
          user_id: userId,
          deal_id: String(d.deal_id),
          deal_version: Number(d.deal_version),
        };
        return [{ queue: MODEL_QUEUE, id: job.build_id, data: job, options: { attempts: MODEL_ATTEMPTS, backoffMs: 2000 } }];
      }
      if (event.type === 'ModelBuilt' && typeof d.email === 'string' && d.email) {
        const dealName = String(d.deal_name) || 'your deal';
        const mail = letter({
          to: d.email,
          subject: `Your Excel model of “${dealName}” is ready`,
          category: 'transactional',
          unsubscribeUrl: `${config.appUrl}/unsubscribe/transactional/${tokens.tokenFor('user', userId)}`,
          paragraphs: [
            `The Excel model of “${dealName}” (version ${String(d.deal_version)}) is in the deal’s data room as “${String(d.file_name)}”.`,
            'Its formulas are live: change an input in blue on the Assumptions sheet and the pro forma, the debt and the returns follow.',
          ],
          action: {
            label: 'Open the data room',
            link: `${config.appUrl}/app/deals/${encodeURIComponent(String(d.deal_id))}/manage/attachments`,
          },
        });
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      return [];
    },
  };
}

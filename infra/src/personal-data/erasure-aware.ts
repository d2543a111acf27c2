import { forgetDecoded } from '@dealbook/domain';
import type { RecordedEvent } from '../event-store/port';

/**
 * The `onRead` of a process's sealing store: when the process reads a person's erasure it drops every
 * event decoding it remembers (domain/shared/event-types.ts), made while their key still opened them.
 */
export function erasureAware(): { onRead(event: RecordedEvent): void } {
  return {
    onRead(event) {
      if (event.type === 'PersonalDataErased') forgetDecoded();
    },
  };
}

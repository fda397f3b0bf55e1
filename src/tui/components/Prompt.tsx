// Shows the person's current decision with the control its shape calls for.
import { promptKind } from '../prompt-kind.js';
import { ChatPrompt } from './ChatPrompt.js';
import { ConfirmPrompt } from './ConfirmPrompt.js';
import { ListPrompt } from './ListPrompt.js';
import type { PromptProps } from './prompt-props.js';
import { SpeechPrompt } from './SpeechPrompt.js';

export function Prompt(props: PromptProps) {
  // A new decision (a retry after a refusal included) starts a fresh control.
  const key = props.pending.id;
  switch (promptKind(props.pending.request)) {
    case 'speech':
      return <SpeechPrompt key={key} {...props} />;
    case 'chat':
      return <ChatPrompt key={key} {...props} />;
    case 'confirm':
      return <ConfirmPrompt key={key} {...props} />;
    case 'list':
      return <ListPrompt key={key} {...props} />;
  }
}
